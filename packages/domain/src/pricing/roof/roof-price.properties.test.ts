import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../../catalog/catalog-index';
import { catalogFromBusinessCentral } from '../../catalog/from-business-central';
import { roundCents } from '../../money/money';
import { ZRoofConfig, type TRoofConfig } from '../../configuration/roof/roof-config';
import { priceRoof } from './roof-price';
import {
  accessoryBeamFeetMax,
  accessoryBeamTypes,
  additionalPartNames,
  extraBeamFeetMax,
  frameFeetMax,
  frameTypes,
  inchesMax,
  midspanBeamFeetMax,
  postLengthsFor,
  postStyles,
  roofColors,
} from '../../configuration/roof/roof-options';
import { sampleRoofContext, sampleRoofIndex, sampleRoofRecords } from './sample-roof-context';

const inches = fc.integer({ min: 0, max: 1199 }).map((n) => n / 100);
const member = <T extends string>(types: readonly T[], max: (t: T) => number) =>
  fc.constantFrom(...types).chain((type) => fc.record({ type: fc.constant(type), feet: fc.integer({ min: 1, max: max(type) }), inches }));
const list = <T>(a: fc.Arbitrary<T>) => fc.array(a, { maxLength: 4 });

const roofArb: fc.Arbitrary<TRoofConfig> = fc
  .record({
    frameColor: fc.constantFrom(...roofColors),
    bladeColor: fc.constantFrom(...roofColors),
    postColor: fc.constantFrom(...roofColors),
    motorQuantity: fc.integer({ min: 1, max: 4 }),
    frames: list(member(frameTypes, frameFeetMax)),
    beamMs: list(member(frameTypes, midspanBeamFeetMax)),
    beamAs: list(member(accessoryBeamTypes, () => accessoryBeamFeetMax)),
    beamXs: list(member(frameTypes, extraBeamFeetMax)),
    blades: list(fc.record({ feet: fc.integer({ min: 1, max: 14 }), inches, qty: fc.integer({ min: 1, max: 40 }) })),
    posts: list(
      fc
        .constantFrom(...postStyles)
        .chain((postStyle) => fc.record({ postStyle: fc.constant(postStyle), postLength: fc.constantFrom(...postLengthsFor(postStyle)) })),
    ),
    addParts: list(fc.record({ partName: fc.constantFrom(...additionalPartNames), partQty: fc.integer({ min: 1, max: 10 }) })),
    copies: fc.integer({ min: 1, max: 5 }),
  })
  .map((r) =>
    ZRoofConfig.parse({
      colors: { frameColor: r.frameColor, frameColorRal: '7016', bladeColor: r.bladeColor, bladeColorRal: '9005', postColor: r.postColor },
      motorType: 'Standard',
      motorQuantity: r.motorQuantity,
      frames: r.frames.map((m) => ({ frameType: m.type, frameFeet: m.feet, frameInches: m.inches })),
      beamMs: r.beamMs.map((m) => ({ beamType: m.type, beamFeet: m.feet, beamInches: m.inches })),
      beamAs: r.beamAs.map((m) => ({ beamType: m.type, beamFeet: m.feet, beamInches: m.inches })),
      beamXs: r.beamXs.map((m) => ({ beamType: m.type, beamFeet: m.feet, beamInches: m.inches })),
      blades: r.blades.map((b) => ({ bladeType: 'B-Blade', bladeFeet: b.feet, bladeInches: b.inches, bladeQty: b.qty })),
      posts: r.posts,
      addParts: r.addParts,
      copies: r.copies,
    }),
  );

const ctxArb = fc
  .record({ priceGroup: fc.constantFrom('USD' as const, 'CAD' as const), tierRateBp: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20000 })) })
  .map((c) => sampleRoofContext(c));

/** The same roof with one length or quantity grown (within the form's limits). */
function grow(roof: TRoofConfig, which: number, by: number): TRoofConfig {
  const r = structuredClone(roof);
  const longer = (feet: number, inch: number, max: number) =>
    feet < max ? { feet: Math.min(max, feet + by), inch } : { feet, inch: Math.min(inchesMax, inch + by / 10) };
  switch (which % 8) {
    case 0: {
      const f = r.frames[0];
      if (f) ({ feet: f.frameFeet, inch: f.frameInches } = longer(f.frameFeet, f.frameInches, frameFeetMax(f.frameType)));
      break;
    }
    case 1: {
      const b = r.beamAs[0];
      if (b) ({ feet: b.beamFeet, inch: b.beamInches } = longer(b.beamFeet, b.beamInches, accessoryBeamFeetMax));
      break;
    }
    case 2: {
      const b = r.blades[0];
      if (b) ({ feet: b.bladeFeet, inch: b.bladeInches } = longer(b.bladeFeet, b.bladeInches, 14));
      break;
    }
    case 3: {
      const b = r.blades[0];
      if (b) b.bladeQty += by;
      break;
    }
    case 4: {
      const p = r.addParts[0];
      if (p) p.partQty += by;
      break;
    }
    case 5:
      r.motorQuantity += by;
      break;
    case 6:
      r.copies += by;
      break;
    case 7: {
      const p = r.posts[0];
      // A longer post of the same style: the lengths offered, in inches order.
      if (p) p.postLength = p.postStyle.startsWith('8x8') ? (p.postLength === '10' ? '12' : '25') : p.postLength === '10' ? '12' : `19'4"`;
      break;
    }
  }
  return r;
}

describe('roof price properties', () => {
  it('is never negative and always integer cents', () => {
    fc.assert(
      fc.property(ctxArb, roofArb, (ctx, roof) => {
        const q = priceRoof(ctx, roof);
        for (const n of [q.unitPriceCents, q.totalCents, ...q.breakdown.map((l) => l.amountCents)]) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(q.totalCents).toBe(q.unitPriceCents * roof.copies);
      }),
    );
  });

  it('never decreases when a length or a quantity grows', () => {
    fc.assert(
      fc.property(ctxArb, roofArb, fc.nat(), fc.integer({ min: 1, max: 5 }), (ctx, roof, which, by) => {
        const before = priceRoof(ctx, roof);
        const after = priceRoof(ctx, grow(roof, which, by));
        expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        expect(after.unitPriceCents).toBeGreaterThanOrEqual(before.unitPriceCents);
      }),
    );
  });

  it('scales with the tier rate: unit = round(unit without tier × rate) exactly, total within copies ÷ 2 cents of total × rate', () => {
    fc.assert(
      fc.property(roofArb, fc.constantFrom('USD' as const, 'CAD' as const), fc.integer({ min: 1, max: 20000 }), (roof, priceGroup, tierRateBp) => {
        const plain = priceRoof(sampleRoofContext({ priceGroup, tierRateBp: 0 }), roof);
        const tiered = priceRoof(sampleRoofContext({ priceGroup, tierRateBp }), roof);
        // Single rounding: the breakdown is the same, only the line's sum is scaled and rounded once.
        expect(tiered.breakdown).toEqual(plain.breakdown);
        expect(tiered.unitPriceCents).toBe(roundCents(plain.unitPriceCents * (tierRateBp / 10000)));
        expect(Math.abs(tiered.totalCents - (plain.totalCents * tierRateBp) / 10000)).toBeLessThanOrEqual(roof.copies / 2 + 1e-6);
      }),
    );
  });

  it('CAD lines use CAD prices and USD lines USD prices', () => {
    fc.assert(
      fc.property(ctxArb, roofArb, (ctx, roof) => {
        for (const l of priceRoof(ctx, roof).breakdown) {
          if (l.amountCents === 0 && l.unitPriceCents === 0) continue; // an alert line
          const prices = sampleRoofIndex.item(l.itemNo)?.prices ?? [];
          expect(prices.find((p) => p.salesCode === ctx.priceGroup)?.unitPriceCents).toBe(l.unitPriceCents);
        }
      }),
    );
  });

  it('is deterministic, also on a catalogue rebuilt from the same records', () => {
    const rebuilt = indexCatalog(catalogFromBusinessCentral(sampleRoofRecords, '2026-01-01'));
    fc.assert(
      fc.property(ctxArb, roofArb, (ctx, roof) => {
        expect(priceRoof(ctx, roof)).toEqual(priceRoof(ctx, roof));
        expect(priceRoof({ ...ctx, index: rebuilt }, structuredClone(roof))).toEqual(priceRoof(ctx, roof));
      }),
    );
  });
});
