import type { Cents } from '../../money/money';
import type { PricingContext } from '../pricing-context';
import type { PricingAlert } from '../pricing-alerts';
import { priceScreen, type ScreenQuote } from '../screen/screen-price';
import type { TScreenConfig } from '../../configuration/screen/screen-config';
import { priceRoof, type RoofQuote } from '../roof/roof-price';
import type { TRoofConfig } from '../../configuration/roof/roof-config';
import { pricePart, type PartQuote } from '../parts/part-price';
import type { TPartConfigInput } from '../../configuration/parts/part-config';

export interface CartInput {
  screens: TScreenConfig[];
  roofs: TRoofConfig[];
  parts: TPartConfigInput[];
}

export type PartLineResult = { ok: true; quote: PartQuote } | { ok: false; message: string };

export interface CartQuote {
  screens: ScreenQuote[];
  roofs: RoofQuote[];
  parts: PartLineResult[];
  totals: { screensTotal: Cents; roofsTotal: Cents; partsTotal: Cents; totalPrice: Cents };
}

/** Which line cannot be submitted and why (the server refuses submission with these). */
export interface LineProblem {
  section: 'screens' | 'roofs' | 'parts';
  index: number;
  message: string;
}

const sum = (values: Cents[]) => values.reduce((a, b) => a + b, 0);

/** Every line of a cart priced for one dealer, with the section subtotals and the cart total. */
export function priceCart(ctx: PricingContext, cart: CartInput): CartQuote {
  const screens = cart.screens.map((s) => priceScreen(ctx, s));
  const roofs = cart.roofs.map((r) => priceRoof(ctx, r));
  const parts: PartLineResult[] = cart.parts.map((p) => {
    const r = pricePart(ctx, p);
    return r.ok ? r : { ok: false, message: r.message };
  });
  const screensTotal = sum(screens.map((q) => q.totalCents));
  const roofsTotal = sum(roofs.map((q) => q.totalCents));
  const partsTotal = sum(parts.map((p) => (p.ok ? p.quote.totalCents : 0)));
  return { screens, roofs, parts, totals: { screensTotal, roofsTotal, partsTotal, totalPrice: screensTotal + roofsTotal + partsTotal } };
}

function firstAlert(alerts: PricingAlert[]): string | undefined {
  return alerts[0]?.message;
}

/**
 * A line that cannot be priced may be kept in a draft, but is never submitted at 0: each line
 * with an alert, a refusal or a zero price is named here with its reason.
 */
export function submissionProblems(quote: CartQuote): LineProblem[] {
  const problems: LineProblem[] = [];
  quote.screens.forEach((q, index) => {
    const reason = firstAlert(q.alerts) ?? (q.totalCents <= 0 ? 'Could not determine price for item' : undefined);
    if (reason) problems.push({ section: 'screens', index, message: `Screen ${index + 1}: ${reason}` });
  });
  quote.roofs.forEach((q, index) => {
    const reason = q.refusal ?? firstAlert(q.alerts) ?? (q.totalCents <= 0 ? 'Could not determine price for item' : undefined);
    if (reason) problems.push({ section: 'roofs', index, message: `Roof ${index + 1}: ${reason}` });
  });
  quote.parts.forEach((p, index) => {
    const reason = !p.ok ? p.message : (firstAlert(p.quote.alerts) ?? (p.quote.totalCents <= 0 ? 'Could not determine price for item' : undefined));
    if (reason) problems.push({ section: 'parts', index, message: `Part ${index + 1}: ${reason}` });
  });
  return problems;
}
