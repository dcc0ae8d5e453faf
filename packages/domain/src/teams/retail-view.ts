import type { Cents } from '../money/money';
import { shareCents } from '../money/share-cents';
import type { OrderLines, OrderView, PricedLine } from '../orders/order-view';
import type { CatalogSnapshot } from '../catalog/catalog-view-schemas';
import type { CartQuote } from '../pricing/cart/cart-price';
import type { BreakdownLine, LineQuote } from '../pricing/price-breakdown';
import { retailUnitCents, type Markups } from '../quotes/retail-prices';
import { readsRetail, type TeamRole } from './team-roles';

/**
 * What a salesperson reads (issue 32, team-roles.ts readsRetail): every price at retail, the
 * dealer's price × the team's markup of the line's kind, rounded half up per unit as a customer
 * quote rounds it (quotes/quote-view.ts), × the quantity; so the store, the order and the quote
 * of one line agree to the cent. Nothing of the dealer's cost is left to work it back from: a
 * breakdown line is its component's share of the retail price, the line's rules (the tier rate
 * among them) are left out, and the tier rate reads 0.
 */

/** A breakdown line's rule, once its amount is a share of the retail price. */
export const retailShareRule = "Share of the line's retail price";

function retailBreakdown(breakdown: BreakdownLine[], unitCents: Cents): BreakdownLine[] {
  const shares = shareCents(
    unitCents,
    breakdown.map((b) => b.amountCents),
  );
  return breakdown.map((b, i) => {
    const amountCents = shares[i] ?? 0;
    const unitPriceCents = b.quantity > 0 ? Math.round((amountCents / b.quantity) * 100) / 100 : 0;
    return { ...b, unitPriceCents, amountCents, rule: b.amountCents > 0 ? retailShareRule : b.rule };
  });
}

/** One priced line of a live quote (the store's pricing) at retail. */
export function retailLineQuote<Q extends LineQuote>(line: Q, markup: number): Q {
  const unit = retailUnitCents(line.unitPriceCents, markup);
  return { ...line, unitPriceCents: unit, totalCents: unit * line.quantity, breakdown: retailBreakdown(line.breakdown, unit), adjustments: [] };
}

const sum = (values: Cents[]) => values.reduce((a, b) => a + b, 0);

/** A priced cart (pricing.quote) at retail, its totals the sums of its retail lines. */
export function retailCartQuote(quote: CartQuote, markups: Markups): CartQuote {
  const screens = quote.screens.map((q) => retailLineQuote(q, markups.screens));
  const roofs = quote.roofs.map((q) => retailLineQuote(q, markups.roofs));
  const parts = quote.parts.map((p) => (p.ok ? { ok: true as const, quote: retailLineQuote(p.quote, markups.parts) } : p));
  const screensTotal = sum(screens.map((q) => q.totalCents));
  const roofsTotal = sum(roofs.map((q) => q.totalCents));
  const partsTotal = sum(parts.map((p) => (p.ok ? p.quote.totalCents : 0)));
  return { screens, roofs, parts, totals: { screensTotal, roofsTotal, partsTotal, totalPrice: screensTotal + roofsTotal + partsTotal } };
}

/** A priced line (of an order, of quick entry) at retail: its unit at the markup, × `quantity`. */
export function retailPricedLine<L extends Pick<PricedLine, 'price' | 'priceCents' | 'totalCents' | 'breakdown' | 'adjustments'>>(
  line: L,
  markup: number,
  quantity: number,
): L {
  const unit = retailUnitCents(line.priceCents, markup);
  return { ...line, price: unit / 100, priceCents: unit, totalCents: unit * quantity, breakdown: retailBreakdown(line.breakdown, unit), adjustments: [] };
}

interface SectionLines {
  screens: OrderLines['screens'];
  roofs: OrderLines['roofs'];
  parts: OrderLines['parts'];
}

/** An order's lines at retail, each at its kind's markup (the lines of a view, a list row or a copy). */
export function retailOrderLines<S extends SectionLines>(lines: S, markups: Markups): S {
  return {
    ...lines,
    screens: lines.screens.map((l) => retailPricedLine(l, markups.screens, l.config.copies)),
    roofs: lines.roofs.map((l) => retailPricedLine(l, markups.roofs, l.config.copies ?? 1)),
    parts: lines.parts.map((l) => retailPricedLine(l, markups.parts, l.quantity)),
  };
}

/** An order (its view, a list row) at retail: every line, breakdown and total; the tier rate reads 0. */
export function retailOrderView<O extends OrderView>(order: O, markups: Markups): O {
  const { screens, roofs, parts } = retailOrderLines(order, markups);
  const totalsCents = {
    screensTotal: sum(screens.map((l) => l.totalCents)),
    roofsTotal: sum(roofs.map((l) => l.totalCents)),
    partsTotal: sum(parts.map((l) => l.totalCents)),
    totalPrice: sum([...screens, ...roofs, ...parts].map((l) => l.totalCents)),
  };
  const totals = {
    screensTotal: totalsCents.screensTotal / 100,
    roofsTotal: totalsCents.roofsTotal / 100,
    partsTotal: totalsCents.partsTotal / 100,
    totalPrice: totalsCents.totalPrice / 100,
  };
  return { ...order, screens, roofs, parts, totals, totalsCents, userDetails: { ...order.userDetails, bc_customer_tierRate: 0 } };
}

/**
 * The catalog a salesperson's store loads: every item without its prices (the price-group list
 * prices are the dealer's cost before the tier). Their store asks the server for each price
 * (pricing.quote), which answers at retail.
 */
export function catalogWithoutPrices(snapshot: CatalogSnapshot): CatalogSnapshot {
  return { ...snapshot, catalog: { ...snapshot.catalog, items: snapshot.catalog.items.map((item) => ({ ...item, prices: [] })) } };
}

interface TieredAccount {
  teamRole: TeamRole;
  isTeamAdmin: boolean;
  isAdmin: boolean;
  bc_customer_tierName: string | null;
  bc_customer_tierRate: number;
}

/** An account as it reads itself (profile, sign-in): a salesperson without the tier's name and rate (0). */
export function ownAccountView<U extends TieredAccount>(user: U): U {
  return readsRetail(user) ? { ...user, bc_customer_tierName: null, bc_customer_tierRate: 0 } : user;
}
