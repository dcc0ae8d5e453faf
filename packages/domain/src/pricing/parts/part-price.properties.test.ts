import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from '../../money/money';
import { pricePart } from './part-price';
import { buildPortalItems } from './portal-items';
import { samplePartContext, samplePartIndex } from './sample-parts-context';

const portal = buildPortalItems(samplePartIndex);
/** Any offered option values (allowed or not) of any family. */
const lineArb = fc.constantFrom(...portal.families).chain((family) =>
  fc.record({
    family: fc.constant(family.name),
    options: fc.record(Object.fromEntries(family.optionNames.map((n) => [n, fc.constantFrom(...(family.optionValues[n] ?? []))]))),
    quantity: fc.integer({ min: 1, max: 500 }),
  }),
);
const ctxArb = fc
  .record({ priceGroup: fc.constantFrom('USD' as const, 'CAD' as const), tierRateBp: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20000 })) })
  .map((c) => samplePartContext(c));

const total = (r: ReturnType<typeof pricePart>) => (r.ok ? r.quote.totalCents : null);

describe('part price properties', () => {
  it('is never negative, integer, and total = unit × quantity', () => {
    fc.assert(
      fc.property(ctxArb, lineArb, (ctx, line) => {
        const r = pricePart(ctx, line);
        if (!r.ok) {
          expect(r.message).toBe('That option combination is not allowed');
          return;
        }
        expect(Number.isInteger(r.quote.unitPriceCents)).toBe(true);
        expect(r.quote.unitPriceCents).toBeGreaterThanOrEqual(0);
        expect(r.quote.totalCents).toBe(r.quote.unitPriceCents * line.quantity);
      }),
    );
  });

  it('never decreases when the quantity grows', () => {
    fc.assert(
      fc.property(ctxArb, lineArb, fc.integer({ min: 1, max: 100 }), (ctx, line, more) => {
        const before = total(pricePart(ctx, line));
        const after = total(pricePart(ctx, { ...line, quantity: line.quantity + more }));
        if (before !== null && after !== null) expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('scales with the tier rate: unit = round(unit price × rate) exactly, total within quantity ÷ 2 cents of total × rate', () => {
    fc.assert(
      fc.property(lineArb, fc.constantFrom('USD' as const, 'CAD' as const), fc.integer({ min: 1, max: 20000 }), (line, priceGroup, tierRateBp) => {
        const plain = pricePart(samplePartContext({ priceGroup }), line);
        const tiered = pricePart(samplePartContext({ priceGroup, tierRateBp }), line);
        if (!plain.ok || !tiered.ok) return;
        expect(tiered.quote.unitPriceCents).toBe(roundCents(plain.quote.unitPriceCents * (tierRateBp / 10000)));
        expect(Math.abs(tiered.quote.totalCents - (plain.quote.totalCents * tierRateBp) / 10000)).toBeLessThanOrEqual(line.quantity / 2 + 1e-6);
      }),
    );
  });

  it('uses the price group’s price, and is deterministic', () => {
    fc.assert(
      fc.property(ctxArb, lineArb, (ctx, line) => {
        const r = pricePart(ctx, line);
        expect(pricePart(ctx, structuredClone(line))).toEqual(r);
        if (!r.ok || r.quote.alerts.length > 0) return;
        const catalogPrice = samplePartIndex.item(r.quote.itemNo)?.prices.find((p) => p.salesCode === ctx.priceGroup);
        expect(r.quote.breakdown[0]?.unitPriceCents).toBe(catalogPrice?.unitPriceCents);
      }),
    );
  });
});
