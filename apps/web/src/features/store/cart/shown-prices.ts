import type { Cents } from '@portal/domain/money/money';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import type { CartQuote } from './cart-quote';
import type { CartInfo } from './cart-types';

export interface ShownPrices {
  screens: (Cents | null)[];
  roofs: (Cents | null)[];
  parts: (Cents | null)[];
  totals: { screensTotal: Cents; roofsTotal: Cents; partsTotal: Cents; totalPrice: Cents } | null;
}

/** JSON with sorted keys, so a configuration compares equal however its keys were written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sum = (values: (Cents | null)[]) => values.reduce<Cents>((a, b) => a + (b ?? 0), 0);

/**
 * The price each cart line shows, as the server will charge it: an order not yet submitted is
 * priced at today's catalog (the live quote); a submitted one keeps the price each line was placed
 * at, and only a line changed here shows today's price (the server reprices only that line).
 */
export function shownPrices(cart: CartInfo, quote: CartQuote | null, status: OrderStatus): ShownPrices {
  const keepStored = status !== 'DRAFT' && status !== 'IN_CART';
  const pick = (line: { config: unknown; original?: unknown; storedTotalCents?: number }, live: Cents | null | undefined): Cents | null => {
    if (keepStored && line.storedTotalCents !== undefined && line.original !== undefined && canonical(line.config) === canonical(line.original)) return line.storedTotalCents;
    return live ?? null;
  };
  const screens = cart.screens.map((l, i) => pick(l, quote?.screens[i]?.totalCents));
  const roofs = cart.roofs.map((l, i) => pick(l, quote ? (quote.roofs[i]?.totalCents ?? 0) : null));
  const parts = cart.parts.map((l, i) => {
    const p = quote?.parts[i];
    return pick(l, p ? (p.ok ? p.quote.totalCents : 0) : null);
  });
  const all = [...screens, ...roofs, ...parts];
  const totals = all.some((v) => v === null) ? null : { screensTotal: sum(screens), roofsTotal: sum(roofs), partsTotal: sum(parts), totalPrice: sum(all) };
  return { screens, roofs, parts, totals };
}
