import type { FieldErrors } from '../../errors/domain-error';
import type { Modifications } from '../adjustment-aggregate';
import { adjustmentLimits } from '../adjustment-limits';
import { checkNumber, checkWarrantyQuantityOnly, ModificationErrors, modificationMessages, textOf, type ModificationContext } from './modification-checks';

/**
 * A part issue's modifications (§3 Part modification form): each non-kit attribute as a
 * select (by attribute name) plus Quantity. Whether the chosen attributes name a catalogue item
 * is the pricing's question (checkPartLine); here only Quantity has rules of its own.
 */
const attributeMax = 200;

export function partModificationErrors(mods: Modifications, context: ModificationContext): FieldErrors {
  const errors = new ModificationErrors();
  checkWarrantyQuantityOnly(errors, mods, context);
  for (const [property, value] of Object.entries(mods)) {
    if (property === 'Quantity') continue;
    if (property.length > 100 || textOf(value).length > attributeMax) errors.add(property, modificationMessages.choose);
  }
  // §5: a warranty claims at most what was ordered, whoever edits it.
  const max = context.adjustmentType === 'Warranty' ? context.orderedQuantity : adjustmentLimits.quantityMax;
  checkNumber(errors, mods, 'Quantity', {
    min: 1,
    max,
    whole: true,
    minMessage: modificationMessages.partQuantityMin,
    maxMessage: modificationMessages.partQuantityMax(max),
  });
  return errors.errors;
}
