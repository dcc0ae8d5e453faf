import type { Cents } from '@portal/domain/money/money';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { sameConfig } from '@portal/domain/orders/same-config';
import type { CartQuote } from './cart-quote';
import type { CartInfo } from './cart-types';

export interface ShownPrices {
  screens: (Cents | null)[];
  roofs: (Cents | null)[];
  parts: (Cents | null)[];
  totals: { screensTotal: Cents; roofsTotal: Cents; partsTotal: Cents; totalPrice: Cents } | null;
}

const sum = (values: (Cents | null)[]) => values.reduce<Cents>((a, b) => a + (b ?? 0), 0);

/**
 * The price each cart line shows, as the server will charge it: an order not yet submitted is
 * priced at today's catalog (the live quote); a submitted one keeps the price each line was placed
 * at, and only a line changed here shows today's price (the server reprices only that line).
 * A line the quote does not price yet shows no price, and the cart no totals.
 */
export function shownPrices(cart: CartInfo, quote: CartQuote | null, status: OrderStatus): ShownPrices {
  const keepStored = status !== 'DRAFT' && status !== 'IN_CART';
  const pick = (line: { config: unknown; original?: unknown; storedTotalCents?: number }, live: Cents | null | undefined): Cents | null => {
    if (keepStored && line.storedTotalCents !== undefined && line.original !== undefined && sameConfig(line.config, line.original))
      return line.storedTotalCents;
    return live ?? null;
  };
  const screens = cart.screens.map((l, i) => pick(l, quote?.screens[i]?.totalCents));
  // A roof that no longer validates is null (unpriced: 0); one still being priced is undefined.
  const roofs = cart.roofs.map((l, i) => {
    const r = quote?.roofs[i];
    return pick(l, r === undefined ? null : (r?.totalCents ?? 0));
  });
  const parts = cart.parts.map((l, i) => {
    const p = quote?.parts[i];
    return pick(l, p ? (p.ok ? p.quote.totalCents : 0) : null);
  });
  const all = [...screens, ...roofs, ...parts];
  const totals = all.some((v) => v === null) ? null : { screensTotal: sum(screens), roofsTotal: sum(roofs), partsTotal: sum(parts), totalPrice: sum(all) };
  return { screens, roofs, parts, totals };
}
