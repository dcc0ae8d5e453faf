import { Table, Text } from '@mantine/core';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import type { ReactNode } from 'react';
import { formatPercent, marginPercent, quoteMoney } from '../quote-format';

type Line = TQuote['lines'][number];

/** The dealer's cost of a line; 0 where it is withheld (a salesperson's quote shows no cost columns). */
const costOf = (line: Line) => (line.costUnitCents ?? 0) * line.quantity;

/** A margin as the dealer reads it: '$29.78 (25.9 %)', red when it sells under cost. */
function Margin({ quote, retail, cost }: { quote: TQuote; retail: number; cost: number }) {
  return (
    <Text span size="sm" c={retail < cost ? 'red.8' : undefined}>
      {quoteMoney(quote, retail - cost)} ({formatPercent(marginPercent(retail, cost))})
    </Text>
  );
}

interface Column {
  label: string;
  /** Shown on a phone too (the others from sm, their gist under the line's name). */
  phone?: true;
  cell: (line: Line, quote: TQuote) => ReactNode;
  /** The column's total in the footer, if it has one. */
  total?: (quote: TQuote) => ReactNode;
}

const retailFigures: Column[] = [
  { label: 'Qty', cell: (line) => line.quantity },
  { label: 'Unit price', cell: (line, quote) => quoteMoney(quote, line.retailUnitCents) },
  { label: 'Total', phone: true, cell: (line, quote) => quoteMoney(quote, line.retailTotalCents), total: (quote) => quoteMoney(quote, quote.retailTotalCents) },
];
const costFigures = (costTotalCents: number): Column[] => [
  { label: 'Your cost', cell: (line, quote) => quoteMoney(quote, costOf(line)), total: (quote) => quoteMoney(quote, costTotalCents) },
  {
    label: 'Margin',
    cell: (line, quote) => <Margin quote={quote} retail={line.retailTotalCents} cost={costOf(line)} />,
    total: (quote) => <Margin quote={quote} retail={quote.retailTotalCents} cost={costTotalCents} />,
  },
];

const visibility = (column: Column) => (column.phone ? {} : { visibleFrom: 'sm' as const });

/**
 * The quote's lines at the customer's (retail) prices beside the dealer's cost and margin: the
 * cost is the dealer's alone (this dialog); the PDF prints the retail prices only. A phone shows
 * the line and its total, with the quantity, cost and margin under the line's name. A
 * salesperson's quote withholds the cost (null): its lines show the retail prices only.
 */
export function QuoteLines({ quote }: { quote: TQuote }) {
  const money = (cents: number) => quoteMoney(quote, cents);
  const cost = quote.costTotalCents;
  const figures = cost === null ? retailFigures : [...retailFigures, ...costFigures(cost)];
  return (
    <Table fz="sm" verticalSpacing={6} horizontalSpacing={8} withTableBorder aria-label={`Lines of quote ${quote.number}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          {figures.map((column) => (
            <Table.Th key={column.label} ta="right" {...visibility(column)}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quote.lines.map((line) => (
          <Table.Tr key={`${line.kind}-${line.lineId}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {line.title}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {line.quantity} × {money(line.retailUnitCents)}
                {cost !== null && ` · your cost ${money(costOf(line))} · margin ${money(line.retailTotalCents - costOf(line))}`}
              </Text>
            </Table.Td>
            {figures.map((column) => (
              <Table.Td key={column.label} ta="right" {...visibility(column)}>
                {column.cell(line, quote)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>
            Total
            {cost !== null && (
              <Text size="xs" c="dimmed" fw={400} hiddenFrom="sm">
                your cost {money(cost)} · margin {money(quote.retailTotalCents - cost)}
              </Text>
            )}
          </Table.Th>
          {figures.map((column) => (
            <Table.Td key={column.label} ta="right" fw={700} {...visibility(column)}>
              {column.total?.(quote)}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
