import type { FieldErrors } from '../../errors/domain-error';
import type { AdjustmentRole } from '../adjustment-status';
import type { Modifications } from '../adjustment-aggregate';

/** The §5 messages of the modification forms, word for word where the spec gives them. */
export const modificationMessages = {
  required: 'This field is required',
  minimum: (n: number) => `Minimum value is ${n}`,
  maximum: (n: number) => `Maximum value is ${n}`,
  ralLength: 'RAL Code must be 4 characters long',
  partQuantityMin: 'Minimum quantity is 1',
  partQuantityMax: (n: number) => `Maximum quantity is ${n}`,
  notANumber: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  choose: 'Please choose an option',
  unknownField: 'This field cannot be changed on this issue',
  warrantyQuantityOnly: 'Only Quantity can be changed on a warranty request',
  housingSevenCurved: 'Housing size 7 is Curved',
  wideHousing: 'Housing 7 Curved is required from 264 in wide',
  zeroLength: 'A member of 0 ft cannot be reordered: give it a length',
} as const;

/** What a check needs besides the map: who edits, which request, the ordered line's own values. */
export interface ModificationContext {
  adjustmentType: 'Warranty' | 'Reorder';
  role: AdjustmentRole;
  /** How many of the item the order holds. */
  orderedQuantity: number;
  /** The ordered line's values under the same property names: the rules read edited over ordered. */
  base?: Modifications;
}

/** Collects the first message per property, keyed as the PATCH body names it (modifications.X). */
export class ModificationErrors {
  readonly errors: FieldErrors = {};

  add(property: string, message: string): void {
    const key = `modifications.${property}`;
    if (!(key in this.errors)) this.errors[key] = message;
  }
}

/** A number as the form sends it (number or numeric text), or null when it is not one. */
export function numberOf(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function textOf(value: string | number | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/** Checks a numeric property when present: a number, whole if asked, within [min, max]. */
export function checkNumber(
  errors: ModificationErrors,
  mods: Modifications,
  property: string,
  bounds: { min: number; max: number; whole?: boolean; minMessage?: string; maxMessage?: string },
): void {
  if (!(property in mods)) return;
  const n = numberOf(mods[property]);
  if (n === null) return errors.add(property, textOf(mods[property]) === '' ? modificationMessages.required : modificationMessages.notANumber);
  if (bounds.whole && !Number.isInteger(n)) return errors.add(property, modificationMessages.wholeNumber);
  if (n < bounds.min) return errors.add(property, bounds.minMessage ?? modificationMessages.minimum(bounds.min));
  if (n > bounds.max) errors.add(property, bounds.maxMessage ?? modificationMessages.maximum(bounds.max));
}

/** Checks a property chosen from a list when present. */
export function checkChoice(errors: ModificationErrors, mods: Modifications, property: string, allowed: readonly (string | number)[]): void {
  if (!(property in mods)) return;
  const value = mods[property];
  if (textOf(value) === '') return errors.add(property, modificationMessages.required);
  const ok = allowed.some((a) => (typeof a === 'number' ? numberOf(value) === a : a === textOf(value)));
  if (!ok) errors.add(property, modificationMessages.choose);
}

/** A custom colour's RAL code: required and exactly 4 characters (§5). */
export function checkRal(errors: ModificationErrors, property: string, ral: string): void {
  if (ral === '') errors.add(property, modificationMessages.required);
  else if (ral.length !== 4) errors.add(property, modificationMessages.ralLength);
}

/** Properties outside the form are refused rather than stored unseen. */
export function checkKnown(errors: ModificationErrors, mods: Modifications, known: ReadonlySet<string>): void {
  for (const property of Object.keys(mods)) if (!known.has(property)) errors.add(property, modificationMessages.unknownField);
}

/** The quantities a requester may set on a warranty: Quantity, and a screen's Track_Quantity (§5 gives it warranty bounds). */
const warrantyQuantities: ReadonlySet<string> = new Set(['Quantity', 'Track_Quantity']);

/** §4: a requester on a warranty item may change only the quantity. */
export function checkWarrantyQuantityOnly(errors: ModificationErrors, mods: Modifications, context: ModificationContext): void {
  if (context.adjustmentType !== 'Warranty' || context.role !== 'requester') return;
  for (const property of Object.keys(mods)) if (!warrantyQuantities.has(property)) errors.add(property, modificationMessages.warrantyQuantityOnly);
}
