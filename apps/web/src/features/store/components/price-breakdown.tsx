import { Alert, Button, Group, List, ScrollArea, Table, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useDisclosure } from '@mantine/hooks';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { formatMoney } from '@portal/domain/money/money';
import type { LineQuote } from '@portal/domain/pricing/price-breakdown';

interface Props {
  quote: LineQuote | null;
  priceGroup: PriceGroup;
  /** Shown above the table, e.g. a roof's refusal. */
  problem?: string | null;
}

const quantity = (n: number) => String(Math.round(n * 10000) / 10000);

/** The live price of the line being configured, with its breakdown one click away. */
export function PriceBreakdown({ quote, priceGroup, problem }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <div>
        <Text size="sm" c="dimmed">
          Price{quote && quote.quantity !== 1 ? ` (${quote.quantity} × ${formatMoney(quote.unitPriceCents, priceGroup)})` : ''}
        </Text>
        <Text size="xl" fw={700} data-testid="live-price">
          {quote ? formatMoney(quote.totalCents, priceGroup) : '—'}
        </Text>
      </div>
      <Button variant="subtle" onClick={open} disabled={!quote}>
        Price breakdown
      </Button>
      <Modal opened={opened} onClose={close} title="Price breakdown" size="xl">
        {problem && (
          <Alert color="red" mb="sm">
            {problem}
          </Alert>
        )}
        {quote && quote.alerts.length > 0 && (
          <Alert color="yellow" mb="sm" title="Could not price every item">
            {quote.alerts.map((a) => a.message).join('; ')}
          </Alert>
        )}
        {/* On a phone the table scrolls sideways: a keyboard reaches the scroller itself (WCAG 2.1.1). */}
        <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Breakdown lines' }}>
          <Table striped fz="xs" miw={700}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Rule</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote?.breakdown.map((line, i) => (
                <Table.Tr key={`${line.itemNo}-${i}`}>
                  <Table.Td>{line.itemNo}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{quantity(line.quantity)}</Table.Td>
                  <Table.Td>{line.unitOfMeasureCode}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPriceCents, priceGroup)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amountCents, priceGroup)}</Table.Td>
                  <Table.Td>{line.rule}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {quote && quote.adjustments.length > 0 && (
          <>
            <Text fw={600} mt="md">
              Applied to the line
            </Text>
            <List size="sm">
              {quote.adjustments.map((a) => (
                <List.Item key={a}>{a}</List.Item>
              ))}
            </List>
          </>
        )}
        {quote && (
          <Text mt="md" fw={700} ta="right">
            Unit price {formatMoney(quote.unitPriceCents, priceGroup)} · Total {formatMoney(quote.totalCents, priceGroup)}
          </Text>
        )}
      </Modal>
    </Group>
  );
}
