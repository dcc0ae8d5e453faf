import type { CatalogItem } from '../catalog/catalog-types';
import type { Cents } from '../money/money';
import type { PricingContext } from './pricing-context';
import { pricingAlert, type PricingAlert } from './pricing-alerts';

export type ItemPrice = { ok: true; item: CatalogItem; unitPriceCents: Cents; unitOfMeasureCode: string } | { ok: false; alert: PricingAlert };

/**
 * The dealer's price-group price of one base unit of an item, or the alert that explains why
 * there is none. A price given only in another unit (a BOX of 10) is converted by the item's unit
 * factor (÷ 10); without a factor for that unit there is no price: 'Price group not found'.
 */
export function itemPrice(ctx: PricingContext, itemNo: string): ItemPrice {
  const item = ctx.index.item(itemNo);
  if (!item || !item.active) return { ok: false, alert: pricingAlert.itemNotFound(itemNo) };
  const base = item.baseUnitOfMeasureCode;
  const inGroup = item.prices.filter((p) => p.salesCode === ctx.priceGroup);
  const basePrice = inGroup.find((p) => p.unitOfMeasureCode === base);
  if (basePrice) return { ok: true, item, unitPriceCents: basePrice.unitPriceCents, unitOfMeasureCode: base };
  for (const price of inGroup) {
    const factor = unitOfMeasureFactor(ctx, itemNo, price.unitOfMeasureCode);
    if (factor !== null && factor > 0) return { ok: true, item, unitPriceCents: price.unitPriceCents / factor, unitOfMeasureCode: base };
  }
  return { ok: false, alert: pricingAlert.priceGroupNotFound(itemNo) };
}

/**
 * Base units in one `code` of the item (a BOM line in HALF of an item sold by EA counts 0.5);
 * 1 for the base unit; null for a unit the item does not define (never guessed as 1).
 */
export function unitOfMeasureFactor(ctx: PricingContext, itemNo: string, code: string): number | null {
  const item = ctx.index.item(itemNo);
  if (!item) return null;
  if (code === item.baseUnitOfMeasureCode) return 1;
  return ctx.index.unitOfMeasure(itemNo, code)?.qtyPerUnitOfMeasure ?? null;
}
