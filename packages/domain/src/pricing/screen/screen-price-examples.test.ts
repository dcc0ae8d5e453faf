import { describe, expect, it } from 'vitest';
import { defaultPortalPricingRules } from '../portal-pricing';
import type { PriceGroup } from '../../customers/customer';
import { ZScreenConfig, type TScreenConfig } from '../../configuration/screen/screen-config';
import { normalizeScreenConfig } from '../../configuration/screen/screen-form-rules';
import { priceScreen } from './screen-price';
import { sampleScreenIndex } from './sample-screen-context';
import { makeScreenConfig } from './screen-test-config';

/** The worked examples of docs/pricing/screens.md: if a number changes here, change it there. */
const index = sampleScreenIndex;

function example(priceGroup: PriceGroup, tierRateBp: number, overrides: Partial<TScreenConfig>) {
  const config = ZScreenConfig.parse(makeScreenConfig(overrides));
  // The examples are what the form would send: normalizing changes nothing.
  expect(normalizeScreenConfig(config)).toEqual(config);
  return priceScreen({ index, priceGroup, tierRateBp, rules: defaultPortalPricingRules }, config);
}

describe('worked examples (docs/pricing/screens.md)', () => {
  it('Example 1: USD, no tier, 144 1/2 × 96 × 96, standard and recessed tracks, mounting angle', () => {
    const q = example('USD', 0, {
      width: 144,
      widthFraction: 0.5,
      dropLeft: 96,
      dropRight: 96,
      trackRight: 'Recessed',
      mountingAngle: 'Yes',
      materialColor: 'Dark Bronze',
      motorSide: 'Left',
    });
    expect(q.breakdown.map((l) => [l.itemNo, l.quantity, l.amountCents])).toEqual([
      ['SH55-22-BLK', 1, 14450],
      ['STB-132-BLK', 1, 7200],
      ['SSH-1', 1, 1250],
      ['SRI-144-BLK', 1, 7200],
      ['SRU-144', 1, 4800],
      ['SRTC-1', 6, 1110],
      ['SBB-2G-BLK', 1, 10838],
      ['SM-S95-DBZ', 1, 13872],
      ['SZP-COIL', 1, 2400],
      ['SMO-STD', 1, 31000],
      ['SDA-1', 1, 2400],
      ['SIS-1', 1, 800],
      ['SMA-ANGLE', 2, 2850],
      ['SPS-360', 1, 2168],
    ]);
    expect(q.adjustments).toEqual(['Screen Kit Addition + 25.00']);
    expect([q.unitPriceCents, q.quantity, q.totalCents, q.alerts]).toEqual([104838, 1, 104838, []]);
  });

  it('Example 2: CAD, tier 0.85, Custom RAL 7016, 280 × 140 × 136 1/4, cable track, Weblon, 2 copies', () => {
    const q = example('CAD', 8500, {
      jobColor: 'Custom',
      ralCode: '7016',
      housingSize: '7',
      housingShape: 'Curved',
      width: 280,
      dropLeft: 140,
      dropRight: 136,
      dropRightFraction: 0.25,
      trackLeft: 'Cable',
      mountingAngle: 'Yes',
      materialType: 'Weblon',
      materialColor: 'Charcoal Grey',
      motorType: 'HD - 21 RPM',
      bottomBarFinish: '3 inch gasket',
      copies: 2,
    });
    expect(q.breakdown.map((l) => [l.itemNo, l.quantity, l.amountCents])).toEqual([
      ['SH7-25-MILL', 1, 56511],
      ['SCB-264', 1, 6048],
      ['SCT-1', 1, 2430],
      ['STB-264-MILL', 1, 16922],
      ['SSH-1', 1, 1688],
      ['SBB-3G-MILL', 1, 36225],
      ['SM-WEB-CGY', 1, 66075],
      ['SZP-MOLD', 1, 6300],
      ['SMO-HD', 1, 56700],
      ['SDA-1', 1, 3240],
      ['SIS-1', 1, 1080],
      ['SMA-ANGLE', 4, 7696],
      ['SPS-360', 1, 5670],
    ]);
    expect(q.adjustments).toEqual(['Screen Kit Addition + 25.00', 'Cable Track Addition + 45.00 (cable track wider than 132 in)', 'Tier rate × 0.85']);
    // (266585 + 2500 + 4500) × 0.85 = 232547.25
    expect([q.unitPriceCents, q.quantity, q.totalCents, q.alerts]).toEqual([232547, 2, 465094, []]);
  });

  it('Example 3: USD, tier 0.85, White, 96 3/8 × 60 × 62 1/2, recessed both sides, Vinyl, Fast motor', () => {
    const q = example('USD', 8500, {
      jobColor: 'White',
      width: 96,
      widthFraction: 0.375,
      dropLeft: 60,
      dropRight: 62,
      dropRightFraction: 0.5,
      trackLeft: 'Recessed',
      trackRight: 'Recessed',
      materialType: 'Vinyl',
      materialColor: 'Smoked',
      motorType: 'Fast - 34 RPM',
      bottomBarFinish: '1.5 inch brush',
    });
    expect(q.breakdown.map((l) => [l.itemNo, l.quantity, l.amountCents])).toEqual([
      ['SH55-22-WHT', 1, 9638],
      ['SRI-144-WHT', 1, 4500],
      ['SRU-144', 1, 3000],
      ['SRI-144-WHT', 1, 4688],
      ['SRU-144', 1, 3125],
      ['SRTC-1', 8, 1480],
      ['SBB-15B-WHT', 1, 7630],
      ['SM-VIN-SMK', 1, 11282],
      ['SZP-MOLD', 1, 2083],
      ['SMO-FST', 1, 36500],
      ['SDA-1', 1, 2400],
      ['SIS-1', 1, 800],
      ['SPS-360', 1, 0],
    ]);
    // (87126 + 2500) × 0.85 = 76182.1
    expect([q.unitPriceCents, q.totalCents, q.alerts]).toEqual([76182, 76182, []]);
  });

  it('Example 4: CAD, no tier, mesh only, Suntex 99, 180 × 100 × 100', () => {
    const q = example('CAD', 0, {
      meshOnly: true,
      meshOnlyReason: 'Mesh/Vinyl issues',
      replacementReason: 2,
      motorType: null,
      materialType: 'Suntex 99',
      materialColor: 'Black',
      width: 180,
      dropLeft: 100,
      dropRight: 100,
    });
    expect(q.breakdown.map((l) => [l.itemNo, l.quantity, l.amountCents])).toEqual([
      ['SM-S99-BLK', 1, 26327],
      ['SZP-COIL', 1, 3375],
    ]);
    expect([q.unitPriceCents, q.adjustments, q.alerts]).toEqual([29702, [], []]);
  });
});
