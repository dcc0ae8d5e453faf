import type { FieldErrors } from '../../errors/domain-error';
import { fieldErrorsFromZod } from '../../errors/field-errors';
import { roundCents, tierMultiplier } from '../../money/money';
import { itemPrice } from '../item-price';
import type { LineQuote } from '../price-breakdown';
import type { PricingContext } from '../pricing-context';
import { checkPartLine, ZPartConfig } from '../../configuration/parts/part-config';
import { buildPortalItems } from './portal-items';

export interface PartQuote extends LineQuote {
  itemNo: string;
  family: string | null;
  options: Record<string, string>;
}

export type PartPriceResult = { ok: true; quote: PartQuote } | { ok: false; message: string; fieldErrors: FieldErrors };

/**
 * One loose part: the price-group unit price, times the tier rate when > 0 (rounded once, per
 * unit, as the dealer sees it), times the quantity. A price given per box (a BOX of 100) is a
 * fraction of a cent per unit: the line multiplies the quantity first and rounds once (issue 26:
 * 100 units of a 67.50 box of 100 cost 67.50, not 100 × 0.68). An item that cannot be priced is
 * 0 with the alert (Item not found; Price group not found for item: X).
 */
export function pricePartItem(ctx: PricingContext, itemNo: string, quantity: number): LineQuote {
  const price = itemPrice(ctx, itemNo);
  if (!price.ok) {
    return {
      unitPriceCents: 0,
      quantity,
      totalCents: 0,
      breakdown: [
        { itemNo, description: itemNo, quantity, unitOfMeasureCode: '', unitPriceCents: 0, amountCents: 0, rule: `${price.alert.message}: priced at 0` },
      ],
      adjustments: [],
      alerts: [price.alert],
    };
  }
  const tier = tierMultiplier(ctx.tierRateBp);
  const unitPriceCents = roundCents(price.unitPriceCents * tier);
  // A unit price in whole cents is rounded per unit with the tier, as the dealer sees it; a price
  // converted from a box (a fraction of a cent per unit) multiplies the quantity first and rounds once.
  const exactUnit = Number.isInteger(price.unitPriceCents);
  return {
    unitPriceCents,
    quantity,
    totalCents: exactUnit ? unitPriceCents * quantity : roundCents(price.unitPriceCents * quantity * tier),
    breakdown: [
      {
        itemNo,
        description: price.item.displayName,
        quantity,
        unitOfMeasureCode: price.unitOfMeasureCode,
        unitPriceCents: price.unitPriceCents,
        amountCents: roundCents(price.unitPriceCents * quantity),
        rule: `price-group unit price: ${price.unitPriceCents} × ${quantity}`,
      },
    ],
    adjustments: ctx.tierRateBp > 0 ? [`Tier rate × ${tier} (${exactUnit ? 'per unit, rounded' : 'on the line, rounded once'})`] : [],
    alerts: [],
  };
}

/** Validates a part line (spec messages) and prices it; the browser and the server both call this. */
export function pricePart(ctx: PricingContext, input: unknown): PartPriceResult {
  const parsed = ZPartConfig.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromZod(parsed.error);
    // The toast shows one message: the quantity's first, as the form checks it first.
    return { ok: false, message: fieldErrors['quantity'] ?? Object.values(fieldErrors)[0] ?? 'Please enter all options', fieldErrors };
  }
  const check = checkPartLine(buildPortalItems(ctx.index), parsed.data);
  if (!check.ok) return { ok: false, message: check.message, fieldErrors: { [check.path]: check.message } };
  return { ok: true, quote: { ...pricePartItem(ctx, check.itemNo, parsed.data.quantity), itemNo: check.itemNo, family: check.family, options: check.options } };
}
