import { Table, Text, Title } from '@mantine/core';
import { inchesDisplay } from '@portal/domain/configuration/screen/screen-options';
import type { OrderView } from '@portal/domain/orders/order-view';
import { orderMoney } from '../order-format';

interface LineRow {
  key: string;
  name: string;
  detail: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** Why the line cannot be submitted as it stands (server pricing), shown under its details. */
  problem: string | null;
}

function LineTable({ title, rows, order, subtotalCents }: { title: string; rows: LineRow[]; order: OrderView; subtotalCents: number }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <Title order={6} mb={4}>
        {title}
      </Title>
      <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                {row.detail}
                {row.problem && (
                  <Text size="xs" c="red">
                    {row.problem}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{row.quantity}</Table.Td>
              <Table.Td ta="right">{orderMoney(order, row.unitCents)}</Table.Td>
              <Table.Td ta="right">{orderMoney(order, row.totalCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={4} ta="right">
              <Text size="sm" fw={600}>
                Subtotal
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={600}>
                {orderMoney(order, subtotalCents)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}

/** Screens, roofs and parts of an order with their stored prices (spec §2 expandable rows). */
export function ScreenLines({ order }: { order: OrderView }) {
  const rows = order.screens.map((line, index) => {
    const c = line.config;
    const size =
      `${inchesDisplay(c.width, c.widthFraction)} W × ${inchesDisplay(c.dropLeft, c.dropLeftFraction)} ` +
      `/ ${inchesDisplay(c.dropRight, c.dropRightFraction)} drop`;
    return {
      key: line.screenId || String(index),
      name: line.screenName || `Screen ${index + 1}`,
      detail: [size, c.materialColor, c.meshOnly ? 'Mesh / Vinyl Only' : c.motorType].filter(Boolean).join(' · '),
      quantity: c.copies,
      unitCents: line.priceCents,
      totalCents: line.totalCents,
      problem: line.problem,
    };
  });
  return <LineTable title="Retractable Screens" rows={rows} order={order} subtotalCents={order.totalsCents.screensTotal} />;
}

export function RoofLines({ order }: { order: OrderView }) {
  const rows = order.roofs.map((line, index) => ({
    key: line.roofId || String(index),
    name: line.roofName || `Roof ${index + 1}`,
    detail: [`${line.config.frames.length} frames`, `${line.config.blades.length} blade runs`, `${line.config.posts.length} posts`].join(' · '),
    quantity: line.config.copies,
    unitCents: line.priceCents,
    totalCents: line.totalCents,
    problem: line.problem,
  }));
  return <LineTable title="Roofs" rows={rows} order={order} subtotalCents={order.totalsCents.roofsTotal} />;
}

export function PartLines({ order }: { order: OrderView }) {
  const rows = order.parts.map((line, index) => ({
    key: line.partId || String(index),
    name: line.displayName,
    detail: [line.number, line.displayName2, ...line.attributes.map((a) => `${a.attributeName}: ${a.attributeValues}`)].filter(Boolean).join(' · '),
    quantity: line.quantity,
    unitCents: line.priceCents,
    totalCents: line.totalCents,
    problem: line.problem,
  }));
  return <LineTable title="Parts" rows={rows} order={order} subtotalCents={order.totalsCents.partsTotal} />;
}
