import type { PriceGroup } from '../customers/customer';
import { DomainError, type FieldErrors } from '../errors/domain-error';
import { formatMoney, type Cents } from '../money/money';
import { copiesLimit } from '../pricing/cart/copies';
import { partQuantityMax } from '../configuration/parts/part-config';

/**
 * What one order may hold (issue 16: one order of $2.5 billion, 600 lines of 999 copies, was
 * accepted, and every save of it stalled the database). The line schemas keep their own ceilings
 * (200 lines a section, 999 copies, 9999 of a part); these business limits sit below them, are
 * configured per deployment (ORDER_MAX_*), and are checked on every save: the sizes before
 * pricing, the value on the server's own prices. docs/decisions/orders.md says why these defaults.
 */
export interface OrderLimits {
  /** Screens, roofs and parts together. */
  maxLines: number;
  /** Of one part line. */
  maxQuantity: number;
  /** Of one screen or roof line. */
  maxCopies: number;
  /** The order total, in cents of the order's currency. */
  maxValueCents: Cents;
}

/** What a deployment may configure: never above what the schemas accept; the value in whole units of the currency. */
export const orderLimitBounds = {
  maxLines: { min: 1, max: 600, fallback: 150 },
  maxQuantity: { min: 1, max: partQuantityMax, fallback: 1000 },
  maxCopies: { min: 1, max: copiesLimit, fallback: 100 },
  maxValue: { min: 1, max: 100_000_000, fallback: 1_000_000 },
} as const;

export const defaultOrderLimits: OrderLimits = {
  maxLines: orderLimitBounds.maxLines.fallback,
  maxQuantity: orderLimitBounds.maxQuantity.fallback,
  maxCopies: orderLimitBounds.maxCopies.fallback,
  maxValueCents: orderLimitBounds.maxValue.fallback * 100,
};

const splitIt = 'split it into several orders';

export const orderLimitMessages = {
  lines: (max: number, count: number) => `An order holds at most ${max} lines (this one has ${count}): ${splitIt}`,
  quantity: (max: number) => `Maximum quantity is ${max}`,
  // The specification's words for a number over its maximum (adjustments-and-pricing §5), the only message copies have.
  copies: (max: number) => `Maximum value is ${max}`,
  value: (total: string, max: string) => `The order total of ${total} is over the limit of ${max} per order: ${splitIt}`,
} as const;

/** The part of an order the size limits read (a save input's cart, or the cart in the store). */
export interface SizedCart {
  screens: readonly { config: { copies: number } }[];
  roofs: readonly { config: { copies: number } }[];
  parts: readonly { config: { quantity: number } }[];
}

/**
 * The lines, copies and quantities over the limits, keyed by the save input's path ('cart' for
 * the line count). Each line's message names it as the cart shows it ('Part 2: …'), so a list of
 * the messages alone still says which line.
 */
export function orderSizeProblems(cart: SizedCart, limits: OrderLimits): FieldErrors {
  const problems: FieldErrors = {};
  const lines = cart.screens.length + cart.roofs.length + cart.parts.length;
  if (lines > limits.maxLines) problems['cart'] = orderLimitMessages.lines(limits.maxLines, lines);
  cart.screens.forEach((s, i) => {
    if (s.config.copies > limits.maxCopies) problems[`cart.screens.${i}.config.copies`] = `Screen ${i + 1}: ${orderLimitMessages.copies(limits.maxCopies)}`;
  });
  cart.roofs.forEach((r, i) => {
    if (r.config.copies > limits.maxCopies) problems[`cart.roofs.${i}.config.copies`] = `Roof ${i + 1}: ${orderLimitMessages.copies(limits.maxCopies)}`;
  });
  cart.parts.forEach((p, i) => {
    if (p.config.quantity > limits.maxQuantity)
      problems[`cart.parts.${i}.config.quantity`] = `Part ${i + 1}: ${orderLimitMessages.quantity(limits.maxQuantity)}`;
  });
  return problems;
}

/** The order total (as the server priced it) over the value limit, in the order's currency. */
export function orderValueProblems(totalCents: Cents, priceGroup: PriceGroup, limits: OrderLimits): FieldErrors {
  if (totalCents <= limits.maxValueCents) return {};
  return { cart: orderLimitMessages.value(formatMoney(totalCents, priceGroup), formatMoney(limits.maxValueCents, priceGroup)) };
}

/** The refusal of an order over a limit: a 400 naming every field, with a code a script can branch on. */
export function orderLimitError(problems: FieldErrors): DomainError {
  return new DomainError('BAD_INPUT', Object.values(problems)[0] ?? 'This order is over a limit', problems, 'ORDER_LIMIT_EXCEEDED');
}
