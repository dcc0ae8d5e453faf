import type { PriceGroup } from '../customers/customer';

/**
 * Money is integer cents everywhere. The one rounding rule: half away from zero, applied once per
 * priced line (never to intermediate figures), by roundCents().
 */
export type Cents = number;

export function roundCents(exactCents: number): Cents {
  // Guard against binary noise such as 12.499999999 for an exact 12.5.
  const nudged = Math.abs(exactCents) + 1e-9;
  return Math.sign(exactCents) * Math.floor(nudged + 0.5);
}

/** A decimal amount (as the ERP sends it) to cents. */
export function toCents(amount: number): Cents {
  return roundCents(amount * 100);
}

/** Tier rate in basis points of 1 (0.85 → 8500); a rate of 0 means "no tier discount". */
export function tierMultiplier(tierRateBp: number): number {
  return tierRateBp > 0 ? tierRateBp / 10000 : 1;
}

const currencyByGroup: Record<PriceGroup, string> = { USD: 'USD', CAD: 'CAD' };

/** One formatter per locale and currency: making an Intl.NumberFormat costs far more than formatting with it (a price list formats hundreds). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: Cents, priceGroup: PriceGroup, locale = 'en-US'): string {
  const key = `${locale} ${priceGroup}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyByGroup[priceGroup] });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
