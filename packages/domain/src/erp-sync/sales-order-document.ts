import type { OrderLines } from '../orders/order-view';
import { roofDetails, screenDetails, type DetailEntry } from '../orders/line-details';
import { shareCents as shareInProportion } from '../money/share-cents';

/**
 * An approved order as the Business Central sales order it becomes (issue 30): the header, then
 * each screen and roof introduced by Comment lines that describe it, and every priced item of the
 * order's breakdowns as an Item line at the portal's price (so Business Central does not price it
 * again). Pure: the ERP job sends what this returns.
 *
 * Rounding. A line's breakdown holds its components before the tier rate (one copy of a screen or
 * roof; a part line's whole quantity), and the line's total is what the dealer pays. Each line's
 * total is shared among its components in proportion to their amounts, to the cent (largest
 * remainder: the shares add up to the line's total exactly); then each component's share becomes
 * Item lines whose quantity × unit price is that share to the cent, as Business Central rounds a
 * line amount (to 0.01): a whole quantity n whose share is no multiple of n is sent as n − 1 at
 * the lower cent price and 1 at the rest; a fractional quantity (feet of track) gets a unit price
 * of up to five decimals (Business Central's unit-amount precision) that rounds back to the share.
 * The Item lines' amounts therefore add up to the order's total to the cent; `salesOrderDocument`
 * checks that it does, and refuses an order it could not send so.
 */
export const commentMaxLength = 100;
/** Business Central's `externalDocumentNumber` holds at most 35 characters. */
export const externalDocumentNumberMaxLength = 35;

export interface SalesOrderHeader {
  customerNumber: string;
  externalDocumentNumber: string;
  /** yyyy-mm-dd */
  orderDate: string;
  /** The order's currency; '' when it is the company's local currency. */
  currencyCode: string;
}

export type SalesOrderLine =
  { lineType: 'Item'; lineObjectNumber: string; quantity: number; unitOfMeasureCode: string; unitPrice: number } | { lineType: 'Comment'; description: string };

/**
 * A line as sent: `sequence` is its line number in the sales order (10000, 20000, …, as Business
 * Central numbers lines), so a retry can tell which lines a sales order already holds.
 */
export type SequencedSalesOrderLine = SalesOrderLine & { sequence: number };

/** The gap between two lines' sequence numbers, as Business Central's own pages leave it. */
export const sequenceStep = 10_000;

export interface SalesOrderDocument {
  header: SalesOrderHeader;
  lines: SequencedSalesOrderLine[];
  /** What the Item lines add up to, in cents: the order's total. */
  totalCents: number;
}

export interface DocumentOrder {
  portalNumber: string;
  /** The order's ERP customer. */
  customerId: string;
  currency: string;
  lines: OrderLines;
  totalCents: number;
}

/** An order Business Central could not be sent as it is; the message names the line and the field. */
export class SalesOrderDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SalesOrderDocumentError';
  }
}

/**
 * `total` cents shared in proportion to `weights` (money/share-cents.ts). Weights of 0 everywhere
 * take nothing, and then `total` must be 0.
 */
export function shareCents(total: number, weights: readonly number[]): number[] {
  if (weights.reduce((s, w) => s + w, 0) <= 0 && total !== 0) {
    throw new SalesOrderDocumentError(`${total} cents cannot be shared among components that cost nothing`);
  }
  return shareInProportion(total, weights);
}

/** Up to five decimals, as Business Central keeps quantities and unit prices. */
const fiveDecimals = (n: number) => Math.round(n * 100_000) / 100_000;
/** A line amount as Business Central computes it: quantity × unit price, to the cent. */
export const lineAmountCents = (quantity: number, unitPrice: number) => Math.round(fiveDecimals(quantity * unitPrice) * 100);

/** Item lines for `cents` of `quantity` units of an item, each line's amount exact to the cent. */
function itemLines(item: string, unitOfMeasureCode: string, quantity: number, cents: number, where: string): SalesOrderLine[] {
  const line = (q: number, unitPrice: number): SalesOrderLine => ({ lineType: 'Item', lineObjectNumber: item, quantity: q, unitOfMeasureCode, unitPrice });
  if (quantity <= 0) {
    if (cents === 0) return [];
    throw new SalesOrderDocumentError(`${where}: item ${item} costs ${cents} cents for a quantity of ${quantity}`);
  }
  if (Number.isInteger(quantity)) {
    const lower = Math.floor(cents / quantity);
    if (lower * quantity === cents || quantity === 1) return [line(quantity, cents / quantity / 100)];
    return [line(quantity - 1, lower / 100), line(1, (cents - lower * (quantity - 1)) / 100)];
  }
  const unitPrice = fiveDecimals(cents / 100 / quantity);
  if (lineAmountCents(quantity, unitPrice) !== cents) {
    throw new SalesOrderDocumentError(`${where}: item ${item}, ${quantity} ${unitOfMeasureCode}, has no unit price to the cent for ${cents} cents`);
  }
  return [line(quantity, unitPrice)];
}

/** Text cut at spaces into Comment lines of at most 100 characters (a word longer than that is cut). */
export function commentLines(text: string): SalesOrderLine[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0;) {
      const room = current ? commentMaxLength - current.length - 1 : commentMaxLength;
      if (rest.length <= room) {
        current = current ? `${current} ${rest}` : rest;
        rest = '';
      } else if (current) {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, commentMaxLength));
        rest = rest.slice(commentMaxLength);
      }
    }
  }
  if (current) lines.push(current);
  return lines.map((description) => ({ lineType: 'Comment', description }));
}

const described = (entries: DetailEntry[]) => entries.map((e) => `${e.label} ${e.value}`).join(', ');

interface Component {
  itemNo: string;
  unitOfMeasureCode: string;
  quantity: number;
  amountCents: number;
}

/** One order line's Item lines: its total shared among its components, each × `multiplier` (copies). */
function pricedItems(components: readonly Component[], totalCents: number, multiplier: number, where: string): SalesOrderLine[] {
  const shares = shareCents(
    totalCents,
    components.map((c) => Math.max(0, c.amountCents)),
  );
  return components.flatMap((c, i) => itemLines(c.itemNo, c.unitOfMeasureCode, fiveDecimals(c.quantity * multiplier), shares[i]!, where));
}

export function salesOrderDocument(order: DocumentOrder, options: { orderDate: string; localCurrency: string }): SalesOrderDocument {
  if (order.portalNumber.length > externalDocumentNumberMaxLength) {
    throw new SalesOrderDocumentError(`externalDocumentNumber: ${order.portalNumber} is longer than ${externalDocumentNumberMaxLength} characters`);
  }
  const lines: SalesOrderLine[] = [];
  order.lines.screens.forEach((s, i) => {
    const copies = s.config.copies;
    lines.push(...commentLines(`Screen ${i + 1}: ${s.screenName}${copies > 1 ? ` (${copies} copies)` : ''} - ${described(screenDetails(s.config))}`));
    lines.push(...pricedItems(s.breakdown, s.totalCents, copies, `Screen ${i + 1} (${s.screenName})`));
  });
  order.lines.roofs.forEach((r, i) => {
    const copies = r.config.copies;
    lines.push(...commentLines(`Roof ${i + 1}: ${r.roofName}${copies > 1 ? ` (${copies} copies)` : ''} - ${described(roofDetails(r.config))}`));
    lines.push(...pricedItems(r.breakdown, r.totalCents, copies, `Roof ${i + 1} (${r.roofName})`));
  });
  order.lines.parts.forEach((p, i) => {
    // A part's breakdown holds its whole quantity already.
    lines.push(...pricedItems(p.breakdown, p.totalCents, 1, `Part ${i + 1} (${p.displayName})`));
  });
  const totalCents = lines.reduce((sum, l) => sum + (l.lineType === 'Item' ? lineAmountCents(l.quantity, l.unitPrice) : 0), 0);
  if (totalCents !== order.totalCents) {
    throw new SalesOrderDocumentError(`The item lines add up to ${totalCents} cents, the order to ${order.totalCents}`);
  }
  return {
    header: {
      customerNumber: order.customerId,
      externalDocumentNumber: order.portalNumber,
      orderDate: options.orderDate,
      currencyCode: order.currency === options.localCurrency ? '' : order.currency,
    },
    lines: lines.map((line, i) => ({ ...line, sequence: (i + 1) * sequenceStep })),
    totalCents,
  };
}
