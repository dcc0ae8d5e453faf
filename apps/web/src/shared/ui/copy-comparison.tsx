import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, toCents } from '@portal/domain/money/money';
import type { TOrderCopy, TOrderCopyPreview } from '@portal/domain/orders/order-copy';
import { storeLinkFor } from '../routing/store-link';

type Currency = TOrderCopyPreview['currency'];

/** '+$8.50', '−$3.00', '$0.00': which way a line's price moved. */
function signedMoney(amount: number, currency: Currency): string {
  const cents = toCents(amount);
  const text = formatMoney(Math.abs(cents), currency);
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

/**
 * Each line of a copy at its old and today's price, the totals, and the lines left out: an order's
 * copy (its preview, then the draft) and a quote's order again show the same comparison.
 */
export function CopyComparison({ comparison }: { comparison: TOrderCopyPreview }) {
  const was = comparison.copiedFrom.currency;
  const now = comparison.currency;
  const oldTotal = comparison.copiedLines.reduce((sum, l) => sum + toCents(l.oldPrice), 0);
  const newTotal = comparison.totalsCents.totalPrice;
  return (
    <Stack gap="sm">
      {comparison.copiedLines.length > 0 && (
        <Table withTableBorder fz="sm" verticalSpacing={4} horizontalSpacing={6} aria-label="Prices then and today">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th ta="right">Was</Table.Th>
              <Table.Th ta="right">Today</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.copiedLines.map((line) => (
              <Table.Tr key={`${line.section}-${line.name}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(toCents(line.oldPrice), was)}</Table.Td>
                <Table.Td ta="right">{formatMoney(toCents(line.newPrice), now)}</Table.Td>
                <Table.Td ta="right" fw={line.difference ? 600 : undefined}>
                  {line.difference === null ? '—' : signedMoney(line.difference, now)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total copied</Table.Th>
              <Table.Th ta="right">{formatMoney(oldTotal, was)}</Table.Th>
              <Table.Th ta="right">{formatMoney(newTotal, now)}</Table.Th>
              <Table.Th ta="right">{was === now ? signedMoney((newTotal - oldTotal) / 100, now) : '—'}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
      {was !== now && (
        <Text size="xs" c="dimmed">
          The copied order is in {was}; the draft is in {now}, your currency.
        </Text>
      )}
      {comparison.leftOut.length > 0 && (
        <Alert
          color="orange"
          title={`Not copied: ${comparison.leftOut.length === 1 ? 'one line is' : `${comparison.leftOut.length} lines are`} no longer sold`}
        >
          <List size="sm">
            {comparison.leftOut.map((line) => (
              <List.Item key={`${line.section}-${line.name}`}>
                {line.name}: {line.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A copy's new draft (an order copied, a quote ordered again): what was saved, each line's old and
 * today's price, and the draft's link into the store.
 */
export function CopiedDraft({ draft, children, onClose }: { draft: TOrderCopy; children: ReactNode; onClose: () => void }) {
  return (
    <Stack>
      <Text size="sm">{children}</Text>
      <CopyComparison comparison={{ ...draft, currency: draft.userDetails.bc_customer_priceGroup }} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to={storeLinkFor(draft._id)}>
          Open the draft
        </Button>
      </Group>
    </Stack>
  );
}
