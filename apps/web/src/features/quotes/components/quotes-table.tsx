import { Text } from '@mantine/core';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import { openColumn, viewEditActions } from '../../../shared/list/open-row';
import { formatDay, isExpired, quoteMoney } from '../quote-format';
import { QuoteStatusBadge } from './quote-status-badge';

function ValidUntil({ quote }: { quote: TQuote }) {
  return (
    <>
      {formatDay(quote.validUntil)}
      {isExpired(quote) && (
        <Text span size="xs" c="orange.9">
          {' '}
          · expired
        </Text>
      )}
    </>
  );
}

const columns: ListColumn<TQuote>[] = [
  { label: 'Customer', miw: 140, cell: (q) => <span style={{ overflowWrap: 'anywhere' }}>{q.customerName}</span> },
  {
    label: 'Order',
    miw: 140,
    cell: (q) => (
      <>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {q.orderName}
        </Text>
        <Text size="xs" c="dimmed">
          {q.portalNumber}
        </Text>
      </>
    ),
  },
  { label: 'Total', phone: true, cell: (q) => <span style={{ whiteSpace: 'nowrap' }}>{quoteMoney(q, q.retailTotalCents)}</span> },
  { label: 'Valid until', cell: (q) => <ValidUntil quote={q} /> },
  { label: 'Status', phone: true, cell: (q) => <QuoteStatusBadge status={q.status} /> },
];

/** The team's quotes: the number opens one; a phone shows the customer and validity under it, beside the total and status. */
export function QuotesTable({ quotes, empty, onView }: { quotes: TQuote[]; empty: string; onView: (id: string) => void }) {
  const quote = openColumn<TQuote>({
    label: 'Quote',
    name: (q) => q.number,
    phoneDetail: (q) => (
      <>
        {q.customerName} · until <ValidUntil quote={q} />
      </>
    ),
    onOpen: onView,
  });
  return (
    <ListTable
      rows={quotes}
      columns={[quote, ...columns]}
      empty={empty}
      minWidth={760}
      actions={viewEditActions<TQuote>({ nameOf: (q) => `quote ${q.number}`, onView })}
    />
  );
}
