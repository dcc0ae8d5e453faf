import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleContext, sampleFamilies } from '../catalog/sample/sample-context';
import { priceOrder } from '../orders/order-pricing';
import { ZCart } from '../orders/order-schemas';
import { workedRoofA, workedRoofB } from '../pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { commentLines, commentMaxLength, lineAmountCents, salesOrderDocument, shareCents, type SalesOrderLine } from './sales-order-document';

const itemAmount = (lines: SalesOrderLine[]) => lines.reduce((s, l) => s + (l.lineType === 'Item' ? lineAmountCents(l.quantity, l.unitPrice) : 0), 0);

describe('shareCents', () => {
  it('shares a total to the cent, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const shares = shareCents(total, weights);
          expect(shares.reduce((s, c) => s + c, 0)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it('refuses a price for components that cost nothing', () => {
    expect(shareCents(0, [0, 0])).toEqual([0, 0]);
    expect(() => shareCents(5, [0, 0])).toThrow('5 cents cannot be shared among components that cost nothing');
  });
});

describe('commentLines', () => {
  it('cuts text at spaces into lines of at most 100 characters, losing no word', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 140 }).map((w) => w.replace(/\s/g, 'x')),
          { maxLength: 40 },
        ),
        (words) => {
          const lines = commentLines(words.join(' '));
          for (const line of lines) expect(line.lineType === 'Comment' && line.description.length <= commentMaxLength).toBe(true);
          expect(lines.map((l) => (l.lineType === 'Comment' ? l.description.replace(/ /g, '') : '')).join('')).toBe(words.join(''));
        },
      ),
    );
  });
});

/** The sample parts a dealer can order in either currency (the sample also holds items that are not sold as parts, or not in CAD). */
const orderableParts = sampleFamilies.parts.items
  .map((item) => item.number)
  .filter((itemNo) =>
    (['USD', 'CAD'] as const).every(
      (priceGroup) =>
        priceOrder(
          sampleContext({ priceGroup }),
          ZCart.parse({ screens: [], roofs: [], parts: [{ config: { itemNo, options: {}, quantity: 1 } }], extraDetails: '' }),
        ).problems.length === 0,
    ),
  );

/** An order of the sample catalog as the portal prices it: screens, roofs and every orderable sample part. */
function sampleCart(input: { screens: { width: number; dropLeft: number; copies: number; custom: boolean }[]; roofCopies: number[]; partQuantity: number }) {
  return ZCart.safeParse({
    screens: input.screens.map((s, i) => ({
      screenName: `Screen ${i + 1}`,
      config: {
        ...makeScreenConfig({ width: s.width, dropLeft: s.dropLeft, dropRight: s.dropLeft, ...(s.custom ? { jobColor: 'Custom', ralCode: '7016' } : {}) }),
        copies: s.copies,
      },
    })),
    roofs: input.roofCopies.map((copies, i) => ({ config: { ...(i % 2 === 0 ? workedRoofA : workedRoofB), copies } })),
    parts: orderableParts.map((itemNo) => ({ config: { itemNo, options: {}, quantity: input.partQuantity } })),
    extraDetails: '',
  });
}

describe('salesOrderDocument on the sample catalog', () => {
  it('sends every kind of line so that the item lines add up to the portal total to the cent, in either currency and any tier', () => {
    expect(orderableParts.length).toBeGreaterThanOrEqual(10);
    const screen = fc.record({
      width: fc.integer({ min: 60, max: 240 }),
      dropLeft: fc.integer({ min: 24, max: 120 }),
      copies: fc.integer({ min: 1, max: 4 }),
      custom: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(screen, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 17 }),
        fc.constantFrom('USD' as const, 'CAD' as const),
        fc.integer({ min: 5000, max: 10_000 }),
        (screens, roofCopies, partQuantity, priceGroup, tierRateBp) => {
          // A screen the store would not accept (a motor too small for its size) is no order.
          const cart = sampleCart({ screens, roofCopies, partQuantity });
          fc.pre(cart.success);
          const priced = priceOrder(sampleContext({ priceGroup, tierRateBp }), cart.data!);
          const lines = priced.lines;
          // Every kind of line is priced (a line the sample cannot price would prove nothing).
          for (const line of [...lines.screens, ...lines.roofs, ...lines.parts]) expect([line.problem, line.totalCents > 0]).toEqual([null, true]);
          const doc = salesOrderDocument(
            { portalNumber: 'P-000123', customerId: 'C10000', currency: priceGroup, lines, totalCents: priced.totals.totalPrice },
            { orderDate: '2026-12-07', localCurrency: 'USD' },
          );
          expect(itemAmount(doc.lines)).toBe(priced.totals.totalPrice);
          expect(doc.totalCents).toBe(priced.totals.totalPrice);
          expect(doc.header).toEqual({
            customerNumber: 'C10000',
            externalDocumentNumber: 'P-000123',
            orderDate: '2026-12-07',
            currencyCode: priceGroup === 'USD' ? '' : 'CAD',
          });
          for (const line of doc.lines) {
            if (line.lineType === 'Comment') expect(line.description.length).toBeLessThanOrEqual(commentMaxLength);
            else {
              expect(line.quantity).toBeGreaterThan(0);
              expect(line.unitPrice).toBeGreaterThanOrEqual(0);
              expect(line.lineObjectNumber).not.toBe('');
            }
          }
          // Each screen and roof is introduced by a comment naming it.
          const comments = doc.lines.flatMap((l) => (l.lineType === 'Comment' ? [l.description] : []));
          screens.forEach((_, i) => expect(comments.some((c) => c.startsWith(`Screen ${i + 1}: Screen ${i + 1}`))).toBe(true));
          roofCopies.forEach((_, i) => expect(comments.some((c) => c.startsWith(`Roof ${i + 1}: `))).toBe(true));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sends a whole quantity whose share is no multiple of it as two lines, each to the cent', () => {
    const doc = salesOrderDocument(
      {
        portalNumber: 'P-000001',
        customerId: 'C10000',
        currency: 'USD',
        totalCents: 1000,
        lines: {
          screens: [],
          roofs: [],
          parts: [
            {
              partId: 'p1',
              id: 'PT-1',
              number: 'PT-1',
              displayName: 'Remote',
              displayName2: null,
              quantity: 3,
              itemCategoryCode: 'PART-REMOTE',
              attributes: [],
              family: null,
              options: {},
              config: { itemNo: 'PT-1', options: {}, quantity: 3 },
              price: 3.33,
              priceCents: 333,
              totalCents: 1000,
              breakdown: [{ itemNo: 'PT-1', description: 'Remote', quantity: 3, unitOfMeasureCode: 'EA', unitPriceCents: 400, amountCents: 1200, rule: '' }],
              adjustments: [],
              alerts: [],
              problem: null,
            },
          ],
        },
      },
      { orderDate: '2026-12-07', localCurrency: 'USD' },
    );
    expect(doc.lines).toEqual([
      { lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 2, unitOfMeasureCode: 'EA', unitPrice: 3.33, sequence: 10000 },
      { lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 1, unitOfMeasureCode: 'EA', unitPrice: 3.34, sequence: 20000 },
    ]);
  });

  it('sends a fractional quantity (feet) at a unit price of five decimals that rounds back to its share', () => {
    for (const [quantity, cents] of [
      [3.25, 1000],
      [0.5, 1],
      [122.75, 987_654],
      [7.125, 3],
    ] as const) {
      const lines = salesOrderDocument(
        {
          portalNumber: 'P-000002',
          customerId: 'C10000',
          currency: 'CAD',
          totalCents: cents,
          lines: { screens: [], roofs: [], parts: [footPart(quantity, cents)] },
        },
        { orderDate: '2026-12-07', localCurrency: 'USD' },
      ).lines;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ lineType: 'Item', quantity, unitOfMeasureCode: 'FT' });
      expect(itemAmount(lines)).toBe(cents);
    }
  });

  it('refuses a portal number Business Central cannot hold, naming the field', () => {
    const order = { portalNumber: `P-${'9'.repeat(34)}`, customerId: 'C10000', currency: 'USD', totalCents: 0, lines: { screens: [], roofs: [], parts: [] } };
    expect(() => salesOrderDocument(order, { orderDate: '2026-12-07', localCurrency: 'USD' })).toThrow(/^externalDocumentNumber: /);
  });
});

/** A part line of `quantity` feet costing `cents`, its breakdown that one item. */
function footPart(quantity: number, cents: number) {
  return {
    partId: 'p-ft',
    id: 'GT-FT',
    number: 'GT-FT',
    displayName: 'Gutter',
    displayName2: null,
    quantity: 1,
    itemCategoryCode: 'PART-GUTTER',
    attributes: [],
    family: null,
    options: {},
    config: { itemNo: 'GT-FT', options: {}, quantity: 1 },
    price: cents / 100,
    priceCents: cents,
    totalCents: cents,
    breakdown: [{ itemNo: 'GT-FT', description: 'Gutter', quantity, unitOfMeasureCode: 'FT', unitPriceCents: 100, amountCents: cents, rule: '' }],
    adjustments: [],
    alerts: [],
    problem: null,
  };
}
