import type { Cents } from '../money/money';

/** The product kinds a dealer marks up, each with its own multiplier. */
export const markupKinds = ['screens', 'roofs', 'parts'] as const;
export type MarkupKind = (typeof markupKinds)[number];
export type Markups = Record<MarkupKind, number>;

export const markupKindLabels: Record<MarkupKind, string> = { screens: 'Screens', roofs: 'Roofs', parts: 'Parts' };

/** Multipliers are kept to 4 decimals (1.3525): the retail price is then exact integer arithmetic. */
export const markupDecimals = 4;
const scale = 10 ** markupDecimals;

/**
 * The retail unit price of a line: the portal unit price × the markup, rounded half up to the cent.
 * In integer arithmetic (the markup in ten-thousandths), so 42.55 × 1.35 is 57.44 on every machine.
 */
export function retailUnitCents(unitCents: Cents, markup: number): Cents {
  const markupUnits = Math.round(markup * scale);
  return Math.floor((unitCents * markupUnits + scale / 2) / scale);
}

/** The line total a customer reads: the retail unit price × the quantity. */
export const retailLineCents = (unitCents: Cents, markup: number, quantity: number): Cents => retailUnitCents(unitCents, markup) * quantity;

/** Kinds whose markup sells under the dealer's cost (below 1×). */
export const belowCostKinds = (markups: Markups): MarkupKind[] => markupKinds.filter((k) => markups[k] < 1);

/** A team's markups until it saves its own: 1× (retail equals the portal price). */
export const defaultMarkups: Markups = { screens: 1, roofs: 1, parts: 1 };
