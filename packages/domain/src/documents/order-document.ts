import type { TScreenConfig } from '../configuration/screen/screen-config';
import type { TRoofConfigInput } from '../configuration/roof/roof-config';
import { formatMoney } from '../money/money';
import { partDetails, roofDetails, screenDetails, type DetailEntry } from '../orders/line-details';
import { orderStatusLabels } from '../orders/order-status';
import type { OrderLines, OrderView } from '../orders/order-view';
import { printedDate, type PrintedDocument, type PrintedLine, type PrintedSection } from './printed-document';

export const taxesNotIncluded = 'Taxes and shipping not included';

/** The line fields a printed document reads: its name, configuration and money. */
export type PrintedOrderLines = OrderLines;

/** A line's money as the document prints it: the order's own prices, or a quote's retail prices. */
export interface LinePrices {
  unitCents: number;
  totalCents: number;
}

export interface LineSectionsInput {
  lines: PrintedOrderLines;
  /** lineId → the line's drawing (SVG text). */
  drawings: ReadonlyMap<string, string>;
  money: (cents: number) => string;
  /** The prices printed for a line (kind and index in its section). */
  prices: (kind: 'screens' | 'roofs' | 'parts', index: number) => LinePrices;
}

/** The quantity is its own column: the details leave it out. */
const withoutQuantity = (entries: DetailEntry[]) => entries.filter((e) => e.label !== 'Copies' && e.label !== 'Quantity');

/** Screens, roofs and parts as printed sections (only those the order has), each line with its drawing. */
export function lineSections({ lines, drawings, money, prices }: LineSectionsInput): PrintedSection[] {
  const priced = (kind: 'screens' | 'roofs' | 'parts', index: number) => {
    const p = prices(kind, index);
    return { unitPrice: money(p.unitCents), total: money(p.totalCents) };
  };
  const screens: PrintedLine[] = lines.screens.map((line, i) => ({
    title: `Screen ${i + 1}: ${line.screenName}`,
    details: withoutQuantity(screenDetails(line.config as TScreenConfig)),
    drawing: drawings.get(line.screenId) ?? null,
    quantity: line.config.copies,
    ...priced('screens', i),
  }));
  const roofs: PrintedLine[] = lines.roofs.map((line, i) => ({
    title: `Roof ${i + 1}: ${line.roofName}`,
    details: withoutQuantity(roofDetails(line.config as TRoofConfigInput)),
    drawing: drawings.get(line.roofId) ?? null,
    quantity: line.config.copies ?? 1,
    ...priced('roofs', i),
  }));
  const parts: PrintedLine[] = lines.parts.map((line, i) => ({
    title: `${line.number} ${line.displayName}`.trim(),
    details: withoutQuantity(partDetails({ options: line.options, quantity: line.quantity })),
    drawing: null,
    quantity: line.quantity,
    ...priced('parts', i),
  }));
  return [
    { title: 'Screens', lines: screens },
    { title: 'Roofs', lines: roofs },
    { title: 'Parts', lines: parts },
  ].filter((s) => s.lines.length > 0);
}

function shipmentBlock(order: OrderView): PrintedDocument['blocks'] {
  const lines = order.shipments.map((s) => {
    const carrier = [s.shippingAgent, s.trackingNumber].filter(Boolean).join(' ');
    const link = s.tracking && 'url' in s.tracking ? ` (${s.tracking.url})` : '';
    const items = s.lines.map((l) => `${l.quantity} × ${l.lineObjectNumber}`).join(', ');
    return `Shipment ${s.number} on ${s.shipmentDate}${carrier ? `, ${carrier}${link}` : ''}: ${items}`;
  });
  if (lines.length === 0 && order.shippingAgent && order.trackingNumber) {
    const link = order.tracking && 'url' in order.tracking ? ` (${order.tracking.url})` : '';
    const when = order.shippingDate ? ` on ${printedDate(order.shippingDate)}` : '';
    lines.push(`Shipped${when} by ${order.shippingAgent}, tracking ${order.trackingNumber}${link}`);
  }
  return lines.length > 0 ? [{ title: 'Shipments', lines }] : [];
}

/**
 * An order as its owner prints it (GET /api/orders/{id}/pdf): its numbers, dates, status and
 * customer, every line with its drawing, options and prices in the order's currency, the totals,
 * and what the ERP did with it (its sales order number, shipments and tracking).
 */
export function orderDocument(order: OrderView, drawings: ReadonlyMap<string, string>): PrintedDocument {
  const currency = order.userDetails.bc_customer_priceGroup;
  const money = (cents: number) => formatMoney(cents, currency);
  const customer = [order.userDetails.bc_customer_displayName, order.userDetails.bc_customer_id && `(${order.userDetails.bc_customer_id})`]
    .filter(Boolean)
    .join(' ');
  const facts: DetailEntry[] = [
    { label: 'Status', value: orderStatusLabels[order.status] },
    { label: 'Created', value: printedDate(order.createdAt) },
    { label: 'Last changed', value: printedDate(order.updatedAt) },
    { label: 'Customer', value: customer || order.userDetails.userName },
    { label: 'Ordered by', value: `${order.userDetails.userName} <${order.userDetails.email}>` },
  ];
  if (order.orderNumber) facts.push({ label: 'Your number', value: order.orderNumber });
  if (order.transfer) facts.push({ label: 'Transfer', value: `${order.senderName ?? order.sender ?? ''} → ${order.receiverName ?? order.receiver ?? ''}` });
  if (order.salesOrderNumber) facts.push({ label: 'Business Central sales order', value: order.salesOrderNumber });
  if (order.status === 'REJECTED' && order.rejectionReason) facts.push({ label: 'Rejection reason', value: order.rejectionReason });
  facts.push({ label: 'Currency', value: currency });
  const linePrices = { screens: order.screens, roofs: order.roofs, parts: order.parts };
  const t = order.totalsCents;
  return {
    title: `Order ${order.portalNumber}`,
    subtitle: order.orderName,
    from: [],
    facts,
    sections: lineSections({
      lines: order,
      drawings,
      money,
      prices: (kind, i) => ({ unitCents: linePrices[kind][i]?.priceCents ?? 0, totalCents: linePrices[kind][i]?.totalCents ?? 0 }),
    }),
    totals: [
      ...(order.screens.length > 0 ? [{ label: 'Screens', value: money(t.screensTotal) }] : []),
      ...(order.roofs.length > 0 ? [{ label: 'Roofs', value: money(t.roofsTotal) }] : []),
      ...(order.parts.length > 0 ? [{ label: 'Parts', value: money(t.partsTotal) }] : []),
      { label: 'Total', value: money(t.totalPrice) },
    ],
    notes: [taxesNotIncluded],
    blocks: [...(order.extraDetails ? [{ title: 'Details', lines: [order.extraDetails] }] : []), ...shipmentBlock(order)],
  };
}
