import type { PricingContext } from '../pricing/pricing-context';
import type { Markups } from '../quotes/retail-prices';
import { retailOrderLines, retailOrderView } from '../teams/retail-view';
import { copiedLineName, copiedLines, copySource, type CopySource, type TCopiedLine, type TLeftOutLine, type TOrderCopyPreview } from './order-copy';
import { priceOrder, unknownCartOptions } from './order-pricing';
import type { TCart } from './order-schemas';
import type { OrderLines, OrderView } from './order-view';

type Section = keyof CopySource['from'];

/** Why a line is left out, in a dealer's words: the store's messages are written for a line being configured. */
export const leftOutReasons = {
  notSold: 'No longer sold',
  noPrice: 'Not priced in your currency',
  optionGone: 'An option of this item is no longer offered',
} as const;

/** A price problem of a copied line ('Part 2: Item not found') as the dealer reads it. */
function leftOutReason(problem: string): string {
  return /Price group not found/.test(problem) ? leftOutReasons.noPrice : leftOutReasons.notSold;
}

export interface CopyComparison {
  /** The lines sold today, as the draft's cart. */
  cart: TCart;
  copiedLines: TCopiedLine[];
  leftOut: TLeftOutLine[];
  currency: TOrderCopyPreview['currency'];
  totalsCents: TOrderCopyPreview['totalsCents'];
}

/**
 * The order's lines priced for the caller today, beside what they cost on the order (issue 29):
 * a line today's catalog cannot sell (an item no longer sold, an option no longer offered) is
 * left out and named. The preview answers this; the copy saves `cart` and answers the same lines.
 * With `retail` (a salesperson's markups, issue 32) the old and new prices are both retail.
 */
export function compareCopy(ctx: PricingContext, source: OrderView, retail: Markups | null = null): CopyComparison {
  const read = copySource(source);
  const priced = priceOrder(ctx, read.cart);
  const unsold = new Map<string, string>(priced.problems.map((p) => [`${p.section}.${p.index}`, leftOutReason(p.message)]));
  for (const path of Object.keys(unknownCartOptions(ctx, read.cart))) {
    const key = `parts.${Number(path.split('.')[2])}`;
    if (!unsold.has(key)) unsold.set(key, leftOutReasons.optionGone);
  }

  const cart: TCart = { screens: [], roofs: [], parts: [], extraDetails: source.extraDetails };
  const lines: OrderLines = { screens: [], roofs: [], parts: [] };
  const from: CopySource['from'] = { screens: [], roofs: [], parts: [] };
  const leftOut: TLeftOutLine[] = read.unreadable.map((u) => ({ section: u.section, name: copiedLineName(source, u.section, u.index), reason: u.reason }));
  const keep = (section: Section, i: number) => {
    const index = read.from[section][i] ?? i;
    const reason = unsold.get(`${section}.${i}`);
    if (reason) return void leftOut.push({ section, name: copiedLineName(source, section, index), reason });
    (cart[section] as unknown[]).push(read.cart[section][i]);
    (lines[section] as unknown[]).push(priced.lines[section][i]);
    from[section].push(index);
  };
  read.cart.screens.forEach((_, i) => keep('screens', i));
  read.cart.roofs.forEach((_, i) => keep('roofs', i));
  read.cart.parts.forEach((_, i) => keep('parts', i));

  const shown = retail ? retailOrderLines(lines, retail) : lines;
  const sum = (section: Section) => shown[section].reduce((total, line) => total + line.totalCents, 0);
  const totalsCents = { screensTotal: sum('screens'), roofsTotal: sum('roofs'), partsTotal: sum('parts'), totalPrice: 0 };
  totalsCents.totalPrice = totalsCents.screensTotal + totalsCents.roofsTotal + totalsCents.partsTotal;
  return {
    cart,
    copiedLines: copiedLines(retail ? retailOrderView(source, retail) : source, { ...shown, userDetails: { bc_customer_priceGroup: ctx.priceGroup } }, from),
    leftOut,
    currency: ctx.priceGroup,
    totalsCents,
  };
}
