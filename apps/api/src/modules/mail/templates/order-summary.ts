import { inchesDisplay } from '@portal/domain/configuration/screen/screen-options';
import { formatMoney, type Cents } from '@portal/domain/money/money';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { MailSummary } from './mail-summary';

/** An amount of the order, as the portal shows it: in the order's currency (formatMoney). */
export const orderMoney = (order: OrderView, cents: Cents) => formatMoney(cents, order.userDetails.bc_customer_priceGroup);

/** Who an order is for: its dealer (ERP customer), or its filer when it has none. */
export const orderDealer = (order: OrderView) => order.userDetails.bc_customer_displayName ?? order.userDetails.userName;

/** How a mail names an order: its portal number, then its name in quotes (P-000123 "Smith Patio"). */
export const quotedOrder = (order: Pick<OrderView, 'portalNumber' | 'orderName'>) => `${order.portalNumber} "${order.orderName}"`;

/** A screen's size as the order's page gives it: 144" W × 96" / 96 1/4" drop. */
const screenSize = (c: OrderView['screens'][number]['config']) =>
  `${inchesDisplay(c.width, c.widthFraction)} W × ${inchesDisplay(c.dropLeft, c.dropLeftFraction)} / ${inchesDisplay(c.dropRight, c.dropRightFraction)} drop`;

/**
 * An order's lines and totals as its page lists them (apps/web order-lines.tsx): the screens, roofs
 * and parts with their amounts, each kind's subtotal when there are several kinds, then the total.
 */
export function orderSummary(order: OrderView, facts: { label: string; value: string }[] = []): MailSummary {
  const money = (cents: Cents) => orderMoney(order, cents);
  const lines = [
    ...order.screens.map((l, i) => ({
      name: l.screenName || `Screen ${i + 1}`,
      detail: screenSize(l.config),
      quantity: l.config.copies,
      amount: money(l.totalCents),
    })),
    ...order.roofs.map((l, i) => ({ name: l.roofName || `Roof ${i + 1}`, quantity: l.config.copies, amount: money(l.totalCents) })),
    ...order.parts.map((l) => ({ name: l.displayName, detail: l.number, quantity: l.quantity, amount: money(l.totalCents) })),
  ];
  const kinds = [
    { label: 'Retractable Screens', count: order.screens.length, cents: order.totalsCents.screensTotal },
    { label: 'Roofs', count: order.roofs.length, cents: order.totalsCents.roofsTotal },
    { label: 'Parts', count: order.parts.length, cents: order.totalsCents.partsTotal },
  ].filter((k) => k.count > 0);
  const subtotals = kinds.length > 1 ? kinds.map((k) => ({ label: k.label, amount: money(k.cents) })) : [];
  return {
    facts: [{ label: 'Order', value: `${order.portalNumber} ${order.orderName}` }, { label: 'Dealer', value: orderDealer(order) }, ...facts],
    lines,
    totals: [...subtotals, { label: 'Total', amount: money(order.totalsCents.totalPrice) }],
  };
}
