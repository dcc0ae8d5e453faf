import { Paper, Table, Text, Title } from '@mantine/core';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { itemKinds } from './adjustment-items';

const kindNames = { Screen: 'Retractable Screens', Roof: 'Louvered Roofs', Part: 'Parts' } as const;

/**
 * The adjustment carries no currency of its own (its order's price group is not in the
 * contract's order summary): reorder prices are shown in USD unless one is given.
 */
export function formatPrice(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A reorder's price is saved in its modifications (cents); a warranty carries none. */
function priceOf(modifications: Record<string, string | number>): number {
  const price = Number(modifications['Price'] ?? 0);
  return Number.isFinite(price) ? price : 0;
}

export function summaryOf(adjustment: TAdjustment) {
  const rows = itemKinds.map((kind) => {
    const requests = adjustment[kind.list].flatMap((entry) => entry.issues);
    return {
      kind: kind.kind,
      warranty: requests.filter((i) => i.adjustmentType === 'Warranty').length,
      reorder: requests.filter((i) => i.adjustmentType === 'Reorder').length,
    };
  });
  const reorderCents = itemKinds
    .flatMap((kind) => adjustment[kind.list].flatMap((entry) => entry.issues))
    .filter((i) => i.adjustmentType === 'Reorder')
    .reduce((sum, i) => sum + priceOf(i.modifications), 0);
  return { rows, reorderCents };
}

/** §2 Adjustment summary: the requests per kind and type and what the reorders cost. */
export function AdjustmentSummary({ adjustment, currency }: { adjustment: TAdjustment; currency?: string }) {
  const { rows, reorderCents } = summaryOf(adjustment);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="adjustment-summary-title">
      <Title order={4} id="adjustment-summary-title" mb="xs">
        Adjustment summary
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Items</Table.Th>
            <Table.Th ta="right">Warranty</Table.Th>
            <Table.Th ta="right">Reorder</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            .filter((row) => row.warranty + row.reorder > 0)
            .map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>{kindNames[row.kind]}</Table.Td>
                <Table.Td ta="right">{row.warranty}</Table.Td>
                <Table.Td ta="right">{row.reorder}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text mt="xs" fw={600}>
        Reorder total: {formatPrice(reorderCents, currency)}
      </Text>
    </Paper>
  );
}
