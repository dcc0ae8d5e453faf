import { Paper, Table, Text, Title } from '@mantine/core';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { formatMoney } from '@portal/domain/money/money';
import { itemKinds } from './adjustment-items';

const kindNames = { Screen: 'Retractable Screens', Roof: 'Louvered Roofs', Part: 'Parts' } as const;

/** A reorder's exact price (PriceCents; Price is the same amount as a decimal); a warranty carries none. */
function priceCentsOf(modifications: Record<string, string | number>): number {
  const cents = Number(modifications['PriceCents'] ?? 0);
  return Number.isFinite(cents) ? cents : 0;
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
    // A rejected request is not reordered: it costs nothing.
    .filter((i) => i.adjustmentType === 'Reorder' && i.resolutionStatus !== 'Rejected')
    .reduce((sum, i) => sum + priceCentsOf(i.modifications), 0);
  return { rows, reorderCents };
}

/** §2 Adjustment summary: the requests per kind and type and what the reorders cost, in the order's currency. */
export function AdjustmentSummary({ adjustment }: { adjustment: TAdjustment }) {
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
        Reorder total: {formatMoney(reorderCents, adjustment.currency)}
      </Text>
    </Paper>
  );
}
