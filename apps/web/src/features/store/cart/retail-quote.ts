import type { Cents } from '@portal/domain/money/money';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import type { CartQuote as ServerQuote } from '@portal/domain/pricing/cart/cart-price';
import type { TQuoteInput } from '@portal/domain/pricing/cart/cart-schemas';
import type { CartQuote } from './cart-quote';
import type { CartInfo } from './cart-types';

/** Each cart line's configuration as a key: a price is a function of it, so a held answer prices any line that has one of its keys. */
interface LineKeys {
  screens: string[];
  /** Null for a roof whose configuration does not validate: it is not asked for, and shows unpriced. */
  roofs: (string | null)[];
  parts: string[];
}

/** What pricing.quote is asked for a cart (the lines quoteCart prices), and the key of each cart line. */
export interface RetailAsk {
  input: Required<TQuoteInput>;
  keys: LineKeys;
}

/** A server's answer with the keys of the lines it priced (the answer's lines, in order). */
export interface RetailAnswer {
  keys: LineKeys;
  answer: ServerQuote;
}

const keyOf = (config: unknown) => JSON.stringify(config);

export function retailAsk(cart: CartInfo): RetailAsk {
  const roofKeys = cart.roofs.map((r) => (ZRoofConfig.safeParse(r.config).success ? keyOf(r.config) : null));
  return {
    input: {
      screens: cart.screens.map((s) => s.config),
      roofs: cart.roofs.filter((_, i) => roofKeys[i] !== null).map((r) => r.config),
      parts: cart.parts.map((p) => p.config),
    },
    keys: { screens: cart.screens.map((s) => keyOf(s.config)), roofs: roofKeys, parts: cart.parts.map((p) => keyOf(p.config)) },
  };
}

/** The lines of an answer by the key of the configuration each priced. */
function byKey<T>(keys: (string | null)[], lines: T[]): Map<string, T> {
  const found = new Map<string, T>();
  const asked = keys.filter((k): k is string => k !== null);
  asked.forEach((key, i) => {
    const line = lines[i];
    if (line !== undefined && !found.has(key)) found.set(key, line);
  });
  return found;
}

const sum = (values: (Cents | undefined)[]) => values.reduce<Cents>((a, b) => a + (b ?? 0), 0);

/**
 * The cart priced by the server's answer, in the shape of quoteCart's: each line whose
 * configuration the held answer priced (the answer for this very cart, or the previous one while
 * the new one loads), undefined for a line it did not price yet; a roof that does not validate is
 * null, unpriced, as quoteCart has it.
 */
export function retailCartQuote(ask: RetailAsk, held: RetailAnswer | undefined): CartQuote {
  const screens = byKey(held?.keys.screens ?? [], held?.answer.screens ?? []);
  const roofs = byKey(held?.keys.roofs ?? [], held?.answer.roofs ?? []);
  const parts = byKey(held?.keys.parts ?? [], held?.answer.parts ?? []);
  const quote = {
    screens: ask.keys.screens.map((key) => screens.get(key)),
    roofs: ask.keys.roofs.map((key) => (key === null ? null : roofs.get(key))),
    parts: ask.keys.parts.map((key) => parts.get(key)),
  };
  const screensTotal = sum(quote.screens.map((q) => q?.totalCents));
  const roofsTotal = sum(quote.roofs.map((q) => q?.totalCents));
  const partsTotal = sum(quote.parts.map((p) => (p?.ok ? p.quote.totalCents : 0)));
  return { ...quote, totals: { screensTotal, roofsTotal, partsTotal, totalPrice: screensTotal + roofsTotal + partsTotal } };
}
