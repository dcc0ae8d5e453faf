import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundCents } from '../../money/money';
import { defaultPortalPricingRules } from '../portal-pricing';
import type { PricingContext } from '../pricing-context';
import type { TScreenConfig } from '../../configuration/screen/screen-config';
import { motorOptions, normalizeScreenConfig } from '../../configuration/screen/screen-form-rules';
import {
  bottomBarFinishes,
  housingShapes,
  housingSizes,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
  yesNo,
  motorSides,
} from '../../configuration/screen/screen-options';
import { priceScreen } from './screen-price';
import { sampleScreenIndex } from './sample-screen-context';
import { makeScreenConfig } from './screen-test-config';

const index = sampleScreenIndex;
const ctx = (o: Partial<PricingContext> = {}): PricingContext => ({ index, priceGroup: 'USD', tierRateBp: 0, rules: defaultPortalPricingRules, ...o });

/**
 * Options whose every size prices without alert in the sample catalog: Brown, Tan and Linen, and
 * Suntex 95 Grey, are broken on purpose there (each for one §8 alert; see screen-price.test.ts).
 */
const materialChoices = screenMaterialTypes.flatMap((type) =>
  screenMaterials[type].colors.filter((c) => !(type === 'Suntex 95' && c === 'Grey')).map((color) => ({ type, color })),
);
const arbOptions = fc.record({
  jobColor: fc.constantFrom('Black' as const, 'White' as const, 'Grey' as const, 'Custom' as const),
  trackLeft: fc.constantFrom(...trackTypes),
  trackRight: fc.constantFrom(...trackTypes),
  mountingAngle: fc.constantFrom(...yesNo),
  material: fc.constantFrom(...materialChoices),
  bottomBarFinish: fc.constantFrom(...bottomBarFinishes),
  housingSize: fc.constantFrom(...housingSizes),
  housingShape: fc.constantFrom(...housingShapes),
  motorSide: fc.constantFrom(...motorSides),
  meshOnly: fc.boolean(),
  copies: fc.integer({ min: 1, max: 5 }),
  motorPick: fc.nat(),
});
type Options = typeof arbOptions extends fc.Arbitrary<infer T> ? T : never;

/** Sizes in the form's steps: width in eighths, drops in quarters. */
interface Size {
  width8: number;
  dropLeft4: number;
  dropRight4: number;
}
const arbSize = fc.record({
  width8: fc.integer({ min: 36 * 8, max: 360 * 8 }),
  dropLeft4: fc.integer({ min: 12 * 4, max: 264 * 4 }),
  dropRight4: fc.integer({ min: 12 * 4, max: 264 * 4 }),
});

/** The configuration the form would hold; the motor is picked among those offered at `motorSize` (a size at least as large). */
function configFor(o: Options, s: Size, motorSize: Size = s): TScreenConfig {
  const offered = motorOptions(motorSize.width8 / 8, motorSize.dropLeft4 / 4, motorSize.dropRight4 / 4);
  return normalizeScreenConfig(
    makeScreenConfig({
      jobColor: o.jobColor,
      ralCode: o.jobColor === 'Custom' ? '7016' : null,
      trackLeft: o.trackLeft,
      trackRight: o.trackRight,
      mountingAngle: o.mountingAngle,
      materialType: o.material.type,
      materialColor: o.material.color,
      bottomBarFinish: o.bottomBarFinish,
      housingSize: o.housingSize,
      housingShape: o.housingShape,
      motorSide: o.motorSide,
      motorType: o.meshOnly ? null : (offered[o.motorPick % offered.length] ?? null),
      meshOnly: o.meshOnly,
      meshOnlyReason: o.meshOnly ? 'Replacement' : '',
      copies: o.copies,
      width: Math.floor(s.width8 / 8),
      widthFraction: (s.width8 % 8) / 8,
      dropLeft: Math.floor(s.dropLeft4 / 4),
      dropLeftFraction: (s.dropLeft4 % 4) / 4,
      dropRight: Math.floor(s.dropRight4 / 4),
      dropRightFraction: (s.dropRight4 % 4) / 4,
    }),
  );
}

const arbGroup = fc.constantFrom('USD' as const, 'CAD' as const);
const arbTier = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10000 }));

describe('priceScreen properties', () => {
  it('is never negative, and prices every valid screen of the sample catalog without alert', () => {
    fc.assert(
      fc.property(arbOptions, arbSize, arbGroup, arbTier, (o, s, priceGroup, tierRateBp) => {
        const q = priceScreen(ctx({ priceGroup, tierRateBp }), configFor(o, s));
        expect(q.alerts).toEqual([]);
        // A tier rate near 0 (the schema takes 0.0001) can round a small screen to $0.00: positive
        // without a tier, never negative with one (the tier's exact effect is the property below).
        expect(priceScreen(ctx({ priceGroup }), configFor(o, s)).unitPriceCents).toBeGreaterThan(0);
        expect(q.unitPriceCents).toBeGreaterThanOrEqual(0);
        expect(q.breakdown.every((l) => l.amountCents >= 0 && Number.isInteger(l.amountCents))).toBe(true);
        expect(q.totalCents).toBe(q.unitPriceCents * o.copies);
      }),
    );
  });

  it('never decreases when the width or a drop grows, same options', () => {
    const arbGrowth = fc.record({ width8: fc.nat(400), dropLeft4: fc.nat(300), dropRight4: fc.nat(300) });
    fc.assert(
      fc.property(arbOptions, arbSize, arbGrowth, arbGroup, (o, s, g, priceGroup) => {
        const larger: Size = {
          width8: Math.min(360 * 8, s.width8 + g.width8),
          dropLeft4: Math.min(264 * 4, s.dropLeft4 + g.dropLeft4),
          dropRight4: Math.min(264 * 4, s.dropRight4 + g.dropRight4),
        };
        // The motor is one the larger size still offers, so the form keeps it at both sizes.
        const small = priceScreen(ctx({ priceGroup }), configFor(o, s, larger));
        const large = priceScreen(ctx({ priceGroup }), configFor(o, larger));
        expect(large.unitPriceCents).toBeGreaterThanOrEqual(small.unitPriceCents);
      }),
    );
  });

  it('scales with the tier rate: with additive line rules price(r) = roundCents(price(no tier) × r) exactly', () => {
    fc.assert(
      fc.property(arbOptions, arbSize, arbGroup, fc.integer({ min: 1, max: 10000 }), (o, s, priceGroup, tierRateBp) => {
        const c = configFor(o, s);
        const base = priceScreen(ctx({ priceGroup }), c).unitPriceCents;
        expect(priceScreen(ctx({ priceGroup, tierRateBp }), c).unitPriceCents).toBe(roundCents((base * tierRateBp) / 10000));
      }),
    );
  });

  it('with a multiplying line rule the no-tier price is itself rounded, so the two differ by at most a cent', () => {
    const rules = defaultPortalPricingRules.map((r) => (r.name === 'Screen Kit Addition' ? { ...r, method: '*' as const, value: 1.0725 } : r));
    fc.assert(
      fc.property(arbOptions, arbSize, fc.integer({ min: 1, max: 10000 }), (o, s, tierRateBp) => {
        const c = configFor(o, s);
        const base = priceScreen(ctx({ rules }), c).unitPriceCents;
        const tiered = priceScreen(ctx({ rules, tierRateBp }), c).unitPriceCents;
        expect(Math.abs(tiered - roundCents((base * tierRateBp) / 10000))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('prices a CAD dealer from the CAD prices', () => {
    fc.assert(
      fc.property(arbOptions, arbSize, (o, s) => {
        const q = priceScreen(ctx({ priceGroup: 'CAD' }), configFor(o, s));
        for (const l of q.breakdown) {
          const cad = index.item(l.itemNo)?.prices.find((p) => p.salesCode === 'CAD');
          expect(l.unitPriceCents).toBe(cad?.unitPriceCents);
        }
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(arbOptions, arbSize, arbGroup, arbTier, (o, s, priceGroup, tierRateBp) => {
        const c = configFor(o, s);
        const copy = structuredClone(c);
        const first = priceScreen(ctx({ priceGroup, tierRateBp }), c);
        expect(priceScreen(ctx({ priceGroup, tierRateBp }), c)).toEqual(first);
        expect(c).toEqual(copy);
      }),
    );
  });
});
