import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import type { ReactNode } from 'react';
import { formatListDate } from '../../../shared/format/dates';
import { formatDay, isExpired, markupsInWords } from '../quote-format';
import { QuoteLines } from './quote-lines';
import { QuoteStatusBadge } from './quote-status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/**
 * A quote as the dealer reads it: the customer, the order it came from, its validity and outcome,
 * its markups, and its lines at retail beside the dealer's cost and margin. A salesperson's
 * quote withholds the markups and the cost (null): it shows neither.
 */
export function QuoteDetails({ quote }: { quote: TQuote }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Detail label="Customer">
          <div>{quote.customerName}</div>
          {quote.customerAddress && <div style={{ whiteSpace: 'pre-line', color: 'var(--mantine-color-dimmed)' }}>{quote.customerAddress}</div>}
        </Detail>
        <Detail label="From order">
          {quote.orderName} · {quote.portalNumber}
          {quote.orderId === null && <div style={{ color: 'var(--mantine-color-dimmed)' }}>The order has since been deleted; the quote keeps its lines.</div>}
        </Detail>
        <Detail label="Status">
          <Group gap="xs">
            <QuoteStatusBadge status={quote.status} />
            {isExpired(quote) && (
              <Badge color="orange" variant="outline" tt="none">
                Expired
              </Badge>
            )}
          </Group>
        </Detail>
        <Detail label="Valid until">{formatDay(quote.validUntil)}</Detail>
        {quote.markups && <Detail label="Markups">{markupsInWords(quote.markups)}</Detail>}
        <Detail label="Made by">
          {quote.createdBy || '—'}, {formatListDate(quote.createdAt)}
        </Detail>
      </SimpleGrid>
      <QuoteLines quote={quote} />
      {quote.costTotalCents !== null && (
        <Text size="xs" c="dimmed">
          Your cost and margin are shown here only: the PDF gives your customer the prices above, never your cost.
        </Text>
      )}
    </Stack>
  );
}
