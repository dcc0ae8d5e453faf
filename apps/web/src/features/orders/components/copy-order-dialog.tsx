import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, toCents } from '@portal/domain/money/money';
import type { TOrderCopy } from '@portal/domain/orders/order-copy';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { useCopyOrder } from '../api/use-copy-order';
import { displayOrderName, storeLinkFor } from '../order-format';

/** '+$8.50', '−$3.00', '$0.00': which way a line's price moved. */
function signedMoney(amount: number, currency: TOrderCopy['copiedFrom']['currency']): string {
  const cents = toCents(amount);
  const text = formatMoney(Math.abs(cents), currency);
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

/** What the copy made: each line at its old and today's price, and the lines left out. */
export function CopyResult({ copy }: { copy: TOrderCopy }) {
  const was = copy.copiedFrom.currency;
  const now = copy.userDetails.bc_customer_priceGroup;
  const oldTotal = copy.copiedLines.reduce((sum, l) => sum + toCents(l.oldPrice), 0);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Saved as the draft <strong>{displayOrderName(copy.orderName)}</strong>, priced at today&apos;s prices. Check it in the store, then save or submit it.
      </Text>
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
          {copy.copiedLines.map((line) => (
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
            <Table.Th ta="right">{formatMoney(copy.totalsCents.totalPrice, now)}</Table.Th>
            <Table.Th ta="right">{was === now ? signedMoney((copy.totalsCents.totalPrice - oldTotal) / 100, now) : '—'}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {was !== now && (
        <Text size="xs" c="dimmed">
          The copied order was in {was}; the draft is in {now}, your currency.
        </Text>
      )}
      {copy.leftOut.length > 0 && (
        <Alert color="orange" title={`Not copied: ${copy.leftOut.length === 1 ? 'one line is' : `${copy.leftOut.length} lines are`} no longer sold`}>
          <List size="sm">
            {copy.leftOut.map((line) => (
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

/** Copy on an order row (issue 29): asks first, then shows the new draft's prices beside the old ones. */
export function CopyOrderButton({ order, visibleFrom }: { order: Pick<OrderView, '_id' | 'orderName'>; visibleFrom?: 'sm' }) {
  const [opened, setOpened] = useState(false);
  const copy = useCopyOrder();
  // One key per opening of the dialog: a retried Copy answers the same draft.
  const key = useRef<string | null>(null);
  const open = () => {
    key.current = crypto.randomUUID();
    copy.reset();
    setOpened(true);
  };
  const run = () => copy.mutate({ id: order._id, idempotencyKey: key.current ?? crypto.randomUUID() });
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={open} aria-label={`Copy ${order.orderName}`} {...(visibleFrom ? { visibleFrom } : {})}>
        Copy
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={copy.data ? 'Order copied' : 'Copy order'} size="lg">
        {copy.data ? (
          <Stack>
            <CopyResult copy={copy.data} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Close
              </Button>
              <Button component={Link} to={storeLinkFor(copy.data._id)}>
                Open the draft
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text size="sm">
              Copy <strong>{displayOrderName(order.orderName)}</strong> into a new draft of yours? Every line is priced again at today&apos;s prices; lines
              whose items are no longer sold are left out. The order itself does not change.
            </Text>
            {copy.error && <Alert color="red">{errorMessage(copy.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={copy.isPending}>
                Cancel
              </Button>
              <Button onClick={run} loading={copy.isPending}>
                Copy to a new draft
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
