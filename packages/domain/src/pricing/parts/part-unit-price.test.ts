import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexCatalog } from '../../catalog/catalog-index';
import type { Catalog, CatalogItem } from '../../catalog/catalog-types';
import { roundCents } from '../../money/money';
import type { PricingContext } from '../pricing-context';
import { reorderPrice } from '../../adjustments/reorder-price';
import { ZPartConfig } from '../../configuration/parts/part-config';
import { pricePartItem } from './part-price';

/** Issue 26 point 8: a price given per box and sold per unit multiplies the quantity first and rounds once. */
const item = (number: string, prices: CatalogItem['prices']): CatalogItem => ({
  number,
  displayName: number,
  displayName2: null,
  type: 'Inventory',
  itemCategoryCode: 'PARTS',
  baseUnitOfMeasureCode: 'EA',
  attributes: {},
  prices,
  active: true,
});

const catalog: Catalog = {
  items: [
    item('CLIP-100', [{ salesCode: 'CAD', unitPriceCents: 6750, unitOfMeasureCode: 'BOX' }]),
    item('RIVET-10K', [{ salesCode: 'USD', unitPriceCents: 5000, unitOfMeasureCode: 'BOX' }]),
  ],
  boms: [],
  unitsOfMeasure: [
    { itemNo: 'CLIP-100', code: 'BOX', qtyPerUnitOfMeasure: 100 },
    { itemNo: 'RIVET-10K', code: 'BOX', qtyPerUnitOfMeasure: 10000 },
  ],
};
const context = (priceGroup: 'USD' | 'CAD', tierRateBp = 0): PricingContext => ({ index: indexCatalog(catalog), priceGroup, tierRateBp, rules: [] });

describe('a price per box sold per unit rounds once, after the quantity', () => {
  it('100 units of a 67.50 CAD box of 100 cost 67.50, not 68.00', () => {
    expect(pricePartItem(context('CAD'), 'CLIP-100', 100).totalCents).toBe(6750);
    expect(pricePartItem(context('CAD'), 'CLIP-100', 1).totalCents).toBe(68);
  });

  it('a box of 10,000 at 50.00 never doubles: 100 units 0.50, 10,000 units 50.00', () => {
    expect(pricePartItem(context('USD'), 'RIVET-10K', 100).totalCents).toBe(50);
    expect(pricePartItem(context('USD'), 'RIVET-10K', 10000).totalCents).toBe(5000);
  });

  it('with the tier rate too: exact box price ÷ units × quantity × tier, rounded once', () => {
    expect(pricePartItem(context('CAD', 8500), 'CLIP-100', 100).totalCents).toBe(5738);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(0, 8500, 9250), (quantity, tier) => {
        const q = pricePartItem(context('CAD', tier), 'CLIP-100', quantity);
        expect(q.totalCents).toBe(roundCents((6750 / 100) * quantity * (tier > 0 ? tier / 10000 : 1)));
        // Never more than half a cent per line away from the exact amount, whatever the quantity.
        expect(Math.abs(q.totalCents - (6750 / 100) * quantity * (tier > 0 ? tier / 10000 : 1))).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a part reorder of a box-priced item', () => {
  it('is the line at once: 100 units of the 67.50 CAD box of 100 are 67.50', () => {
    const ordered = ZPartConfig.parse({ itemNo: 'CLIP-100', quantity: 100 });
    expect(reorderPrice(context('CAD'), { itemType: 'Part', config: ordered }, 'Part', { Quantity: 100 })).toBe(6750);
    expect(reorderPrice(context('USD'), { itemType: 'Part', config: { ...ordered, itemNo: 'RIVET-10K' } }, 'Part', { Quantity: 100 })).toBe(50);
  });
});
