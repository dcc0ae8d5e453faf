import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../orders/order-view';
import { makeOrderView, pricedFields } from '../orders/order-view-test-kit';
import type { LineQuote } from '../pricing/price-breakdown';
import { shareCents } from '../money/share-cents';
import { retailCartQuote, retailOrderView, retailShareRule } from './retail-view';

const markups = { screens: 1.35, roofs: 1.2, parts: 1.5 };
const component = (amountCents: number, quantity = 1) => ({
  itemNo: 'PT-COMPONENT',
  description: 'component',
  quantity,
  unitOfMeasureCode: 'EA',
  unitPriceCents: amountCents / quantity,
  amountCents,
  rule: 'price-group unit price: 4510 × 1',
});

function partLine(priceCents: number, quantity: number): OrderView['parts'][number] {
  return {
    partId: `line-${'ab'[quantity % 2]}`,
    id: 'PT-1',
    number: 'PT-1',
    displayName: 'Part',
    displayName2: null,
    quantity,
    itemCategoryCode: 'PARTS',
    attributes: [],
    family: null,
    options: {},
    config: { family: 'Remote', options: {}, quantity } as unknown as OrderView['parts'][number]['config'],
    ...pricedFields(priceCents, quantity),
    breakdown: [component(3000), component(1255, 5)],
    adjustments: ['Tier rate × 0.85 (per unit, rounded)'],
  };
}

describe("a salesperson's prices (issue 32: the dealer's price × the team's markup, nothing of the cost left)", () => {
  it('shares a total out in whole cents that add up to it exactly, in proportion', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(5744, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (total, w) => {
          const shares = shareCents(total, w);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
          if (w.some((x) => x > 0)) expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('prices every part line, breakdown line and total of an order at retail, and reads the tier rate as 0', () => {
    const dealer = makeOrderView({
      parts: [partLine(4255, 3), partLine(1001, 2)],
      userDetails: { ...makeOrderView().userDetails, bc_customer_tierRate: 0.85 },
      totalsCents: { partsTotal: 4255 * 3 + 1001 * 2, screensTotal: 0, roofsTotal: 0, totalPrice: 4255 * 3 + 1001 * 2 },
    });
    const retail = retailOrderView(dealer, markups);
    // 42.55 × 1.5 = 63.825 → 63.83; 10.01 × 1.5 = 15.015 → 15.02
    expect(retail.parts.map((l) => [l.priceCents, l.price, l.totalCents])).toEqual([
      [6383, 63.83, 6383 * 3],
      [1502, 15.02, 1502 * 2],
    ]);
    expect(retail.totalsCents).toEqual({ partsTotal: 6383 * 3 + 1502 * 2, screensTotal: 0, roofsTotal: 0, totalPrice: 6383 * 3 + 1502 * 2 });
    expect(retail.totals.totalPrice).toBe((6383 * 3 + 1502 * 2) / 100);
    expect(retail.userDetails.bc_customer_tierRate).toBe(0);
    for (const line of retail.parts) {
      expect(line.adjustments).toEqual([]);
      expect(line.breakdown.reduce((a, b) => a + b.amountCents, 0)).toBe(line.priceCents);
      expect(line.breakdown.every((b) => b.rule === retailShareRule)).toBe(true);
    }
    // Not one of the dealer's figures is left in it.
    const text = JSON.stringify(retail);
    for (const cents of ['4255', '12765', '1001', '2002', '3000', '1255', '0.85', '42.55']) expect(text).not.toContain(cents);
  });

  it('prices a live cart at retail with its totals the sums of its lines', () => {
    const line = (unitPriceCents: number, quantity: number): LineQuote => ({
      unitPriceCents,
      quantity,
      totalCents: unitPriceCents * quantity,
      breakdown: [component(unitPriceCents)],
      adjustments: ['Tier rate × 0.85'],
      alerts: [],
    });
    const retail = retailCartQuote(
      {
        screens: [{ ...line(100000, 2), mappedScrKits: { BOMS: [], items: [] } }],
        roofs: [],
        parts: [
          { ok: true, quote: { ...line(4255, 1), itemNo: 'PT-1', family: null, options: {} } },
          { ok: false, message: 'Item not found' },
        ],
        totals: { screensTotal: 200000, roofsTotal: 0, partsTotal: 4255, totalPrice: 204255 },
      },
      markups,
    );
    expect(retail.screens[0]).toMatchObject({ unitPriceCents: 135000, totalCents: 270000, adjustments: [] });
    expect(retail.parts[0]).toMatchObject({ ok: true, quote: { unitPriceCents: 6383, totalCents: 6383 } });
    expect(retail.parts[1]).toEqual({ ok: false, message: 'Item not found' });
    expect(retail.totals).toEqual({ screensTotal: 270000, roofsTotal: 0, partsTotal: 6383, totalPrice: 276383 });
  });
});
