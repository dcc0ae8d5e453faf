import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../catalog/catalog-index';
import type { Catalog, CatalogItem } from '../catalog/catalog-types';
import { itemPrice, unitOfMeasureFactor } from './item-price';
import type { PricingContext } from './pricing-context';

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
    item('SCREW', [{ salesCode: 'USD', unitPriceCents: 2500, unitOfMeasureCode: 'BOX' }]),
    item('BOTH', [
      { salesCode: 'USD', unitPriceCents: 9000, unitOfMeasureCode: 'BOX' },
      { salesCode: 'USD', unitPriceCents: 100, unitOfMeasureCode: 'EA' },
    ]),
    item('ODD', [{ salesCode: 'USD', unitPriceCents: 700, unitOfMeasureCode: 'PALLET' }]),
  ],
  boms: [],
  unitsOfMeasure: [
    { itemNo: 'SCREW', code: 'BOX', qtyPerUnitOfMeasure: 10 },
    { itemNo: 'BOTH', code: 'BOX', qtyPerUnitOfMeasure: 100 },
    { itemNo: 'SCREW', code: 'HALF', qtyPerUnitOfMeasure: 0.5 },
  ],
};
const ctx: PricingContext = { index: indexCatalog(catalog), priceGroup: 'USD', tierRateBp: 0, rules: [] };

describe('units of measure (prices in another unit than the base unit)', () => {
  it('the base unit price when there is one', () => {
    expect(itemPrice(ctx, 'BOTH')).toMatchObject({ ok: true, unitPriceCents: 100, unitOfMeasureCode: 'EA' });
  });

  it('a price only per BOX of 10 is converted to each (÷ 10), never read as the price of one', () => {
    expect(itemPrice(ctx, 'SCREW')).toMatchObject({ ok: true, unitPriceCents: 250, unitOfMeasureCode: 'EA' });
  });

  it("a price in a unit the item does not define is no price: 'Price group not found for item'", () => {
    const r = itemPrice(ctx, 'ODD');
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.alert.message).toBe('Price group not found for item: ODD');
  });

  it('a BOM unit the item does not define is unknown (null), not 1', () => {
    expect(unitOfMeasureFactor(ctx, 'SCREW', 'EA')).toBe(1);
    expect(unitOfMeasureFactor(ctx, 'SCREW', 'HALF')).toBe(0.5);
    expect(unitOfMeasureFactor(ctx, 'SCREW', 'CRATE')).toBeNull();
  });
});

describe('a kit whose component names a unit its item does not define', () => {
  it('raises an alert on the line (it cannot be submitted) instead of counting the unit as 1', async () => {
    const { sampleContext } = await import('../catalog/sample/sample-context');
    const { priceRoof } = await import('./roof/roof-price');
    const { ZRoofConfig } = await import('../configuration/roof/roof-config');
    const { workedRoofA } = await import('./roof/roof-worked-examples');
    const base = sampleContext();
    const bom = base.index.bom.bind(base.index);
    const crate: PricingContext = {
      ...base,
      index: {
        ...base.index,
        bom: (itemNo: string) => {
          const b = bom(itemNo);
          return b && { ...b, components: b.components.map((c) => ({ ...c, unitOfMeasureCode: 'CRATE' })) };
        },
      },
    };
    const roof = ZRoofConfig.parse(workedRoofA);
    expect(priceRoof(base, roof).alerts).toEqual([]);
    const quote = priceRoof(crate, roof);
    expect(quote.alerts.map((a) => a.code)).toContain('UNIT_NOT_FOUND');
  });
});
