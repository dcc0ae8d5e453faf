import { Table, Text, Title } from '@mantine/core';
import { inchesDisplay } from '@portal/domain/configuration/screen/screen-options';
import { screenDetails } from '@portal/domain/orders/line-details';
import type { OrderView } from '@portal/domain/orders/order-view';
import { orderMoney } from '../order-format';
import { LineProgress, type LineProgressFields } from './line-progress';

interface LineRow {
  key: string;
  name: string;
  detail: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** Why the line cannot be submitted as it stands (server pricing), shown under its details. */
  problem: string | null;
  /** Its estimate or production status, under its name. */
  progress: LineProgressFields;
}

type Audience = 'admin' | 'dealer';

/** Long item numbers and options wrap inside the phone's width instead of widening the row. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * One section's lines. From sm: item, details, quantity, unit price and price in columns. On a
 * phone (issue 29) the row is item and price: the details, quantity × unit price and the line's
 * problem sit under the item, so nothing needs sideways scrolling.
 */
function LineTable(props: { title: string; rows: LineRow[]; order: OrderView; subtotalCents: number; audience: Audience }) {
  const { title, rows, order, subtotalCents, audience } = props;
  if (rows.length === 0) return null;
  return (
    <div>
      <Title order={6} mb={4}>
        {title}
      </Title>
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm" aria-label={title} layout="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th visibleFrom="sm">Details</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Qty
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Unit price
            </Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={wrapAnywhere}>
                {row.name}
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={wrapAnywhere}>
                  {`${row.detail} · ${row.quantity} × ${orderMoney(order, row.unitCents)}`}
                </Text>
                {row.problem && (
                  <Text size="xs" c="red">
                    {row.problem}
                  </Text>
                )}
                <LineProgress order={order} lineId={row.key} name={row.name} line={row.progress} audience={audience} />
              </Table.Td>
              <Table.Td visibleFrom="sm" style={wrapAnywhere}>
                {row.detail}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {row.quantity}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {orderMoney(order, row.unitCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {orderMoney(order, row.totalCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={4} ta="right" visibleFrom="sm">
              <Text size="sm" fw={600}>
                Subtotal
              </Text>
            </Table.Td>
            <Table.Td hiddenFrom="sm">
              <Text size="sm" fw={600}>
                Subtotal
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
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

/** 'Job Color Black', 'Job Color Custom RAL 7016' (issue 29): as the cart's details say it; a mesh-only screen has none. */
function jobColour(c: OrderView['screens'][number]['config']): string | null {
  const entry = c.meshOnly ? undefined : screenDetails(c).find((e) => e.label === 'Job Color');
  return entry ? `${entry.label} ${entry.value}` : null;
}

/** Screens, roofs and parts of an order with their stored prices (spec §2 expandable rows). */
export function ScreenLines({ order, audience = 'dealer' }: { order: OrderView; audience?: Audience }) {
  const rows = order.screens.map((line, index) => {
    const c = line.config;
    const size =
      `${inchesDisplay(c.width, c.widthFraction)} W × ${inchesDisplay(c.dropLeft, c.dropLeftFraction)} ` +
      `/ ${inchesDisplay(c.dropRight, c.dropRightFraction)} drop`;
    return {
      key: line.screenId || String(index),
      name: line.screenName || `Screen ${index + 1}`,
      detail: [size, c.materialColor, c.meshOnly ? 'Mesh / Vinyl Only' : c.motorType, jobColour(c)].filter(Boolean).join(' · '),
      quantity: c.copies,
      unitCents: line.priceCents,
      totalCents: line.totalCents,
      problem: line.problem,
      progress: line,
    };
  });
  return <LineTable title="Retractable Screens" rows={rows} order={order} subtotalCents={order.totalsCents.screensTotal} audience={audience} />;
}

export function RoofLines({ order, audience = 'dealer' }: { order: OrderView; audience?: Audience }) {
  const rows = order.roofs.map((line, index) => ({
    key: line.roofId || String(index),
    name: line.roofName || `Roof ${index + 1}`,
    detail: [`${line.config.frames.length} frames`, `${line.config.blades.length} blade runs`, `${line.config.posts.length} posts`].join(' · '),
    quantity: line.config.copies,
    unitCents: line.priceCents,
    totalCents: line.totalCents,
    problem: line.problem,
    progress: line,
  }));
  return <LineTable title="Roofs" rows={rows} order={order} subtotalCents={order.totalsCents.roofsTotal} audience={audience} />;
}

export function PartLines({ order, audience = 'dealer' }: { order: OrderView; audience?: Audience }) {
  const rows = order.parts.map((line, index) => ({
    key: line.partId || String(index),
    name: line.displayName,
    detail: [line.number, line.displayName2, ...line.attributes.map((a) => `${a.attributeName}: ${a.attributeValues}`)].filter(Boolean).join(' · '),
    quantity: line.quantity,
    unitCents: line.priceCents,
    totalCents: line.totalCents,
    problem: line.problem,
    progress: line,
  }));
  return <LineTable title="Parts" rows={rows} order={order} subtotalCents={order.totalsCents.partsTotal} audience={audience} />;
}
