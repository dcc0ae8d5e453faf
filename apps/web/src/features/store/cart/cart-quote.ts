import type { Cents } from '@portal/domain/money/money';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { priceScreen, type ScreenQuote } from '@portal/domain/pricing/screen/screen-price';
import { priceRoof, type RoofQuote } from '@portal/domain/pricing/roof/roof-price';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { pricePart } from '@portal/domain/pricing/parts/part-price';
import type { PartLineResult } from '@portal/domain/pricing/cart/cart-price';
import type { CartInfo } from './cart-types';

/**
 * The cart's lines priced, by index. A line is undefined while it is still being priced: only the
 * server's retail quote of a salesperson (cart/retail-quote.ts) has such lines; the browser's
 * quote prices every line at once.
 */
export interface CartQuote {
  screens: (ScreenQuote | undefined)[];
  /** Null for a roof whose stored configuration no longer validates (it shows unpriced). */
  roofs: (RoofQuote | null | undefined)[];
  parts: (PartLineResult | undefined)[];
  totals: { screensTotal: Cents; roofsTotal: Cents; partsTotal: Cents; totalPrice: Cents };
}

const sum = (values: Cents[]) => values.reduce((a, b) => a + b, 0);

/** The cart priced with the same domain functions the server uses when the order is saved. */
export function quoteCart(ctx: PricingContext, cart: CartInfo): CartQuote {
  const screens = cart.screens.map((s) => priceScreen(ctx, s.config));
  const roofs = cart.roofs.map((r) => {
    const parsed = ZRoofConfig.safeParse(r.config);
    return parsed.success ? priceRoof(ctx, parsed.data) : null;
  });
  const parts = cart.parts.map((p) => pricePart(ctx, p.config));
  const screensTotal = sum(screens.map((q) => q.totalCents));
  const roofsTotal = sum(roofs.map((q) => q?.totalCents ?? 0));
  const partsTotal = sum(parts.map((p) => (p.ok ? p.quote.totalCents : 0)));
  return { screens, roofs, parts, totals: { screensTotal, roofsTotal, partsTotal, totalPrice: screensTotal + roofsTotal + partsTotal } };
}
