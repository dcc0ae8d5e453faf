import type { OrderLines, OrderView } from '../orders/order-view';
import { quoteNumber, type QuoteStatus, type TQuote } from './quote-schemas';
import { retailUnitCents, type MarkupKind, type Markups } from './retail-prices';

/** A quote as it is stored: the order as it was when quoted (its lines and prices), and the dealer's choices. */
export interface QuoteRecord {
  id: string;
  number: number;
  orderId: string | null;
  order: OrderView;
  createdByName: string;
  customerName: string;
  customerAddress: string;
  markups: Markups;
  validUntil: string;
  notes: string;
  status: QuoteStatus;
  createdAt: Date;
  updatedAt: Date;
}

type Kind = 'screen' | 'roof' | 'part';
const markupOf: Record<Kind, MarkupKind> = { screen: 'screens', roof: 'roofs', part: 'parts' };

type QuoteLine = TQuote['lines'][number] & { costUnitCents: number };

/** Each line of the quoted order at retail: the portal unit price × its kind's markup, rounded half up; × the quantity. */
export function quoteLines(order: OrderLines, markups: Markups): QuoteLine[] {
  const line = (kind: Kind, lineId: string, title: string, quantity: number, costUnitCents: number) => {
    const retail = retailUnitCents(costUnitCents, markups[markupOf[kind]]);
    return { lineId, kind, title, quantity, costUnitCents, retailUnitCents: retail, retailTotalCents: retail * quantity };
  };
  return [
    ...order.screens.map((l, i) => line('screen', l.screenId, `Screen ${i + 1}: ${l.screenName}`, l.config.copies, l.priceCents)),
    ...order.roofs.map((l, i) => line('roof', l.roofId, `Roof ${i + 1}: ${l.roofName}`, l.config.copies ?? 1, l.priceCents)),
    ...order.parts.map((l) => line('part', l.partId, `${l.number} ${l.displayName}`.trim(), l.quantity, l.priceCents)),
  ];
}

/**
 * A quote as its reader sees it. A salesperson (issue 32: `withholdCost`) reads the retail prices
 * only: no markups and no cost, from which the dealer's price would follow.
 */
export function toQuoteView(r: QuoteRecord, withholdCost = false): TQuote {
  const lines = quoteLines(r.order, r.markups);
  const costTotalCents = lines.reduce((sum, l) => sum + l.costUnitCents * l.quantity, 0);
  return {
    _id: r.id,
    number: quoteNumber(r.number),
    status: r.status,
    orderId: r.orderId,
    orderName: r.order.orderName,
    portalNumber: r.order.portalNumber,
    currency: r.order.userDetails.bc_customer_priceGroup,
    customerName: r.customerName,
    customerAddress: r.customerAddress,
    markups: withholdCost ? null : r.markups,
    validUntil: r.validUntil,
    notes: r.notes,
    lines: withholdCost ? lines.map((l) => ({ ...l, costUnitCents: null })) : lines,
    retailTotalCents: lines.reduce((sum, l) => sum + l.retailTotalCents, 0),
    costTotalCents: withholdCost ? null : costTotalCents,
    createdBy: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
