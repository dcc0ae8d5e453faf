import type { CatalogItem } from '../catalog/catalog-types';
import type { Cents } from '../money/money';
import type { PricingContext } from './pricing-context';
import { pricingAlert, type PricingAlert } from './pricing-alerts';

export type ItemPrice = { ok: true; item: CatalogItem; unitPriceCents: Cents; unitOfMeasureCode: string } | { ok: false; alert: PricingAlert };

/** The dealer's price-group unit price of one item, or the alert that explains why there is none. */
export function itemPrice(ctx: PricingContext, itemNo: string): ItemPrice {
  const item = ctx.index.item(itemNo);
  if (!item || !item.active) return { ok: false, alert: pricingAlert.itemNotFound(itemNo) };
  const price = item.prices.find((p) => p.salesCode === ctx.priceGroup && p.unitOfMeasureCode === item.baseUnitOfMeasureCode) ?? item.prices.find((p) => p.salesCode === ctx.priceGroup);
  if (!price) return { ok: false, alert: pricingAlert.priceGroupNotFound(itemNo) };
  return { ok: true, item, unitPriceCents: price.unitPriceCents, unitOfMeasureCode: price.unitOfMeasureCode };
}

/**
 * Base units in one `code` of the item (a BOM line in HALF of an item sold by EA counts 0.5).
 * Unknown or base unit: 1.
 */
export function unitOfMeasureFactor(ctx: PricingContext, itemNo: string, code: string): number {
  const item = ctx.index.item(itemNo);
  if (!item || code === item.baseUnitOfMeasureCode) return 1;
  return ctx.index.unitOfMeasure(itemNo, code)?.qtyPerUnitOfMeasure ?? 1;
}
