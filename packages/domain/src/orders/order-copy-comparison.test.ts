import { describe, expect, it } from 'vitest';
import { indexSample, sampleFamilies } from '../catalog/sample/sample-context';
import { samplePartContext } from '../pricing/parts/sample-parts-context';
import { compareCopy } from './order-copy-comparison';
import type { OrderView } from './order-view';

/** An order of parts alone, in USD: what a copy reads of it. */
const order = (parts: { itemNo: string; name: string; quantity: number; totalCents: number }[]) =>
  ({
    screens: [],
    roofs: [],
    extraDetails: 'Gate code 1234',
    userDetails: { bc_customer_priceGroup: 'USD' },
    parts: parts.map((p) => ({ displayName: p.name, config: { itemNo: p.itemNo, options: {} }, quantity: p.quantity, totalCents: p.totalCents })),
  }) as unknown as OrderView;

describe('a copy compared with its order (issue 29)', () => {
  it("prices the lines sold today, leaves out an item no longer sold as 'No longer sold', and totals what it keeps", () => {
    const source = order([
      { itemNo: 'PT-RMT-1-BLK', name: 'Remote 1 Channel Black', quantity: 2, totalCents: 8_000 },
      { itemNo: 'PT-GONE-1', name: 'Old remote', quantity: 1, totalCents: 1_000 },
    ]);
    const c = compareCopy(samplePartContext(), source);
    expect(c.copiedLines).toEqual([{ section: 'parts', name: 'Part 1 (Remote 1 Channel Black)', oldPrice: 80, newPrice: 84, difference: 4 }]);
    expect(c.leftOut).toEqual([{ section: 'parts', name: 'Part 2 (Old remote)', reason: 'No longer sold' }]);
    expect(c.totalsCents).toEqual({ screensTotal: 0, roofsTotal: 0, partsTotal: 8_400, totalPrice: 8_400 });
    expect(c.currency).toBe('USD');
    expect(c.cart).toEqual({
      screens: [],
      roofs: [],
      parts: [{ config: { itemNo: 'PT-RMT-1-BLK', options: {}, quantity: 2 } }],
      extraDetails: 'Gate code 1234',
    });
  });

  it("names an item with no price in the caller's currency, and gives no difference across currencies", () => {
    const parts = sampleFamilies.parts;
    const index = indexSample({ ...parts, priceListLines: parts.priceListLines.filter((l) => !(l.assetNo === 'PT-RMT-1-WHT' && l.sourceNo === 'CAD')) });
    const source = order([
      { itemNo: 'PT-RMT-1-BLK', name: 'Remote 1 Channel Black', quantity: 1, totalCents: 4_200 },
      { itemNo: 'PT-RMT-1-WHT', name: 'Remote 1 Channel White', quantity: 1, totalCents: 4_200 },
    ]);
    const c = compareCopy(samplePartContext({ index, priceGroup: 'CAD' }), source);
    expect(c.copiedLines).toEqual([{ section: 'parts', name: 'Part 1 (Remote 1 Channel Black)', oldPrice: 42, newPrice: 57.54, difference: null }]);
    expect(c.leftOut).toEqual([{ section: 'parts', name: 'Part 2 (Remote 1 Channel White)', reason: 'Not priced in your currency' }]);
    expect(c.currency).toBe('CAD');
  });
});
