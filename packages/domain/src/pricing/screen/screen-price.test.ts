import { describe, expect, it } from 'vitest';
import { defaultPortalPricingRules } from '../portal-pricing';
import type { PricingContext } from '../pricing-context';
import type { TScreenConfig } from '../../configuration/screen/screen-config';
import { priceScreen, type ScreenQuote } from './screen-price';
import { sampleScreenIndex } from './sample-screen-context';
import { makeScreenConfig } from './screen-test-config';

/**
 * Every §9 rule against the sample catalog (catalog/sample/screens.bc.json). USD unit prices
 * used below: housing 5.5/22 ft 264.00, 7/22 ft 330.00, 7/25 ft 390.00, 7/30 ft 486.00; track
 * bar 132 in 99.00, 264 in 211.20; shuttle 12.50; bottom bar 2 in gasket 2250.00 per 250 ft;
 * Suntex 95 11.76/ft (factor 98); coiled zipper 985.50 per 657 ft; Standard motor 310.00, drive
 * adapter 24.00, idler spring 16.00 a pair; square picket 54.00 per 30 ft. CAD = USD × 1.35.
 */
const index = sampleScreenIndex;
const ctx = (o: Partial<PricingContext> = {}): PricingContext => ({ index, priceGroup: 'USD', tierRateBp: 0, rules: defaultPortalPricingRules, ...o });
const price = (c: Partial<TScreenConfig> = {}, o: Partial<PricingContext> = {}) => priceScreen(ctx(o), makeScreenConfig(c));
const amounts = (q: ScreenQuote) => q.breakdown.map((l) => [l.itemNo, l.amountCents]);
const line = (q: ScreenQuote, itemNo: string) => {
  const found = q.breakdown.find((l) => l.itemNo === itemNo);
  if (!found) throw new Error(`no breakdown line ${itemNo} in ${q.breakdown.map((l) => l.itemNo).join(', ')}`);
  return found;
};
const sum = (q: ScreenQuote) => q.breakdown.reduce((s, l) => s + l.amountCents, 0);

describe('priceScreen: the default screen (36 × 72 × 72)', () => {
  it('prices every kit and BOM line in USD, adds the Screen Kit Addition', () => {
    const q = price();
    expect(amounts(q)).toEqual([
      ['SH55-22-BLK', 3600], // 264.00 ÷ 22 ft × 3 ft
      ['STB-132-BLK', 5400], // 99.00 ÷ 11 ft × 6 ft
      ['SSH-1', 1250],
      ['STB-132-BLK', 5400],
      ['SSH-1', 1250],
      ['SBB-2G-BLK', 2700], // 2250.00 ÷ 250 × 3 ft
      ['SM-S95-BLK', 2592], // 11.76 ÷ 98 × 36 in × 6 ft
      ['SZP-COIL', 1800], // 985.50 ÷ 657 × 2 × 6 ft
      ['SMO-STD', 31000],
      ['SDA-1', 2400],
      ['SIS-1', 800], // half of a pair
      ['SPS-360', 0], // free at 120 in or less
    ]);
    expect(q.adjustments).toEqual(['Screen Kit Addition + 25.00']);
    expect(q.unitPriceCents).toBe(58192 + 2500);
    expect(q.totalCents).toBe(60692);
    expect(q.alerts).toEqual([]);
  });

  it('uses the CAD price group prices for a CAD dealer', () => {
    const q = price({}, { priceGroup: 'CAD' });
    expect(line(q, 'SMO-STD').unitPriceCents).toBe(41850);
    expect(line(q, 'SH55-22-BLK').amountCents).toBe(4860); // 356.40 ÷ 22 × 3
    expect(q.unitPriceCents).toBe(81061);
  });

  it('multiplies by the tier rate when it is above 0, once, at the end', () => {
    expect(price({}, { tierRateBp: 8500 }).unitPriceCents).toBe(51588); // 60692 × 0.85 = 51588.2
    expect(price({}, { tierRateBp: 8500 }).adjustments).toEqual(['Screen Kit Addition + 25.00', 'Tier rate × 0.85']);
    expect(price({}, { tierRateBp: 0 }).unitPriceCents).toBe(60692);
  });

  it('multiplies the total by the copies', () => {
    const q = price({ copies: 3 });
    expect([q.quantity, q.unitPriceCents, q.totalCents]).toEqual([3, 60692, 182076]);
  });
});

describe('priceScreen: length-priced stock (unit ÷ stock length × inches ÷ 12)', () => {
  it('prices the housing by the width it covers, and rounds once per line', () => {
    const q = price({ width: 144, widthFraction: 0.5, motorType: 'HD - 21 RPM' });
    expect(line(q, 'SH55-22-BLK')).toMatchObject({ amountCents: 14450, rule: 'length-priced: 264.00 ÷ 22 ft stock × 144.5 in ÷ 12' });
    expect(line(q, 'SBB-2G-BLK').amountCents).toBe(10838); // 900 × 12.041666… = 10837.5 → half away from zero
  });

  it('picks the housing by width: the size to 264 in, 7 (25 ft) to 300 in, 7 (30 ft) beyond', () => {
    expect(line(price({ housingSize: '7', housingShape: 'Curved', width: 264 }), 'SH7-22-BLK').amountCents).toBe(33000);
    expect(line(price({ housingSize: '7', housingShape: 'Curved', width: 280 }), 'SH7-25-BLK').amountCents).toBe(36400); // 390 ÷ 25 × 23.33 ft
    // 486 ÷ 30 × 25.0104 ft
    expect(line(price({ housingSize: '7', housingShape: 'Curved', width: 300, widthFraction: 0.125 }), 'SH7-30-BLK').amountCents).toBe(40517);
  });

  it('prices track bars from 132 or 264 in stock and recessed insert and channel from 144 or 288', () => {
    expect(line(price({ dropLeft: 132, dropRight: 132 }), 'STB-132-BLK').amountCents).toBe(9900);
    expect(line(price({ dropLeft: 132, dropLeftFraction: 0.25 }), 'STB-264-BLK').amountCents).toBe(10580); // 211.20 ÷ 22 × 11.0208
    const recessed = price({ trackLeft: 'Recessed', dropLeft: 144, dropLeftFraction: 0.25 });
    expect(line(recessed, 'SRI-288-BLK').amountCents).toBe(11540); // 230.40 ÷ 24 × 12.0208
    expect(line(recessed, 'SRU-288').amountCents).toBe(7934); // 158.40 ÷ 24 × 12.0208 = 7933.75
    expect(line(price({ trackRight: 'Recessed', dropRight: 144 }), 'SRI-144-BLK').amountCents).toBe(10800);
  });

  it('charges square picket stock only above 120 in', () => {
    expect(line(price({ width: 120 }), 'SPS-360')).toMatchObject({ amountCents: 0, rule: 'free at width 120 in or less' });
    expect(line(price({ width: 120, widthFraction: 0.125, motorType: 'HD - 21 RPM' }), 'SPS-360').amountCents).toBe(1802); // 54 ÷ 30 × 10.0104 ft
  });
});

describe('priceScreen: counted parts', () => {
  it('counts recessed clips: ceil(0.75 × recessed drop in feet) × recessed sides', () => {
    const q = price({ trackLeft: 'Recessed', trackRight: 'Recessed', dropLeft: 100, dropRight: 90 });
    expect(line(q, 'SRTC-1')).toMatchObject({ quantity: 14, amountCents: 2590 });
  });

  it('adds 2 mounting angles up to a 132 in drop, else 4', () => {
    expect(line(price({ mountingAngle: 'Yes', dropLeft: 132 }), 'SMA-ANGLE')).toMatchObject({ quantity: 2, amountCents: 2850 });
    expect(line(price({ mountingAngle: 'Yes', dropRight: 132, dropRightFraction: 0.25 }), 'SMA-ANGLE')).toMatchObject({ quantity: 4, amountCents: 5700 });
    expect(price({ mountingAngle: 'No' }).breakdown.some((l) => l.itemNo === 'SMA-ANGLE')).toBe(false);
  });

  it('scales a BOM line in a fraction of the item unit (an idler spring of a pair)', () => {
    expect(line(price(), 'SIS-1')).toMatchObject({ unitPriceCents: 1600, amountCents: 800, unitOfMeasureCode: 'EA', rule: '1 × 16.00 × 0.5 PR per EA' });
    expect(line(price({}, { priceGroup: 'CAD' }), 'SIS-1').amountCents).toBe(1080);
  });
});

describe('priceScreen: bottom bar, zipper, material', () => {
  it('prices the bottom bar per 250 ft by the width in feet, per finish', () => {
    expect(line(price({ bottomBarFinish: '3 inch gasket' }), 'SBB-3G-BLK').amountCents).toBe(3000);
    expect(line(price({ bottomBarFinish: '1.5 inch brush' }), 'SBB-15B-BLK').amountCents).toBe(2850);
  });

  it('prices the zipper ÷ 657 (mesh) or 327 (vinyl, Weblon) × 2 × the larger drop in feet', () => {
    expect(line(price({ dropRight: 84 }), 'SZP-COIL').amountCents).toBe(2100); // 150 × 2 × 7
    expect(line(price({ materialType: 'Vinyl', materialColor: 'Clear' }), 'SZP-MOLD').amountCents).toBe(2400); // 200 × 2 × 6
  });

  it('prices material per foot ÷ its width factor', () => {
    expect(line(price({ materialType: 'Suntex 80', materialColor: 'Stucco' }), 'SM-S80-STC').amountCents).toBe(2160); // 9.80 ÷ 98 × 36 × 6
    expect(line(price({ materialType: 'TuffScreen', materialColor: 'Black' }), 'SM-TUF-BLK').amountCents).toBe(3024); // 14.00 ÷ 100 × 36 × 6
  });

  it('applies the Vinyl/Weblon Multiplier then Addition to vinyl and Weblon material', () => {
    expect(line(price({ materialType: 'Vinyl', materialColor: 'Clear' }), 'SM-VIN-CLR')).toMatchObject({
      amountCents: 6564, // 13.50 ÷ 90 × 36 × 6 = 3240 × 1.1 + 3000
      rule: 'material per foot ÷ width factor: 13.50 ÷ 90 × 36 in wide × 6 ft drop; Vinyl/Weblon Multiplier × 1.1; Vinyl/Weblon Addition + 30.00',
    });
    expect(line(price({ materialType: 'Weblon', materialColor: 'Pirate Black' }), 'SM-WEB-PBK').amountCents).toBe(6089); // 2808 × 1.1 + 3000 = 6088.8
    expect(line(price({ materialType: 'Vinyl', materialColor: 'Clear' }, { rules: [] }), 'SM-VIN-CLR').amountCents).toBe(3240);
  });
});

describe('priceScreen: colour and line rules', () => {
  it('prices Custom (MF) from Mill stock times the Custom Color Multiplier, on the Mill lines only', () => {
    const q = price({ jobColor: 'Custom', ralCode: '7016' });
    expect(line(q, 'SH55-22-MILL')).toMatchObject({
      amountCents: 4140,
      rule: 'length-priced: 264.00 ÷ 22 ft stock × 36 in ÷ 12; Custom Color Multiplier × 1.15',
    });
    expect(line(q, 'STB-132-MILL').amountCents).toBe(6210);
    expect(line(q, 'SBB-2G-MILL').amountCents).toBe(3105);
    expect(line(q, 'SSH-1').amountCents).toBe(1250);
    expect(q.unitPriceCents).toBe(60692 + 540 + 2 * 810 + 405);
  });

  it('adds the Cable Track Addition to a cable track wider than 132 in', () => {
    const narrow = price({ trackLeft: 'Cable', width: 132, motorType: 'HD - 21 RPM' });
    const wide = price({ trackLeft: 'Cable', width: 132, widthFraction: 0.125, motorType: 'HD - 21 RPM' });
    expect(narrow.adjustments).toEqual(['Screen Kit Addition + 25.00']);
    expect(wide.adjustments).toEqual(['Screen Kit Addition + 25.00', 'Cable Track Addition + 45.00 (cable track wider than 132 in)']);
    expect(wide.unitPriceCents).toBe(sum(wide) + 2500 + 4500);
    expect(price({ width: 200, motorType: 'HD - 21 RPM' }).adjustments).toEqual(['Screen Kit Addition + 25.00']);
  });

  it('adds cable-track pricing for a drop over 132 in, whatever the track', () => {
    const q = price({ dropLeft: 132, dropLeftFraction: 0.25, motorType: 'HD - 21 RPM' });
    expect(q.adjustments).toEqual(['Screen Kit Addition + 25.00', 'Cable Track Addition + 45.00 (drop over 132 in)']);
    expect(price({ dropLeft: 132, motorType: 'HD - 21 RPM' }).adjustments).toEqual(['Screen Kit Addition + 25.00']);
  });

  it('applies a rule by its operator and leaves out a rule the installation does not have', () => {
    const rules = defaultPortalPricingRules.map((r) => (r.name === 'Screen Kit Addition' ? { ...r, method: '*' as const, value: 1.1 } : r));
    expect(price({}, { rules }).unitPriceCents).toBe(64011); // 58192 × 1.1 = 64011.2
    expect(price({}, { rules: [] }).unitPriceCents).toBe(58192);
  });
});

describe('priceScreen: mesh/vinyl only', () => {
  it('prices only the material and its zipper, without kit addition', () => {
    const q = price(
      { meshOnly: true, meshOnlyReason: 'Torn vinyl', motorType: null, materialType: 'Vinyl', materialColor: 'Clear', dropLeft: 200 },
      { tierRateBp: 8500 },
    );
    // 15 × 36 × 16.6667 ft = 9000 × 1.1 + 3000 = 12900; zipper 200 × 2 × 16.6667 = 6666.67
    expect(amounts(q)).toEqual([
      ['SM-VIN-CLR', 12900],
      ['SZP-MOLD', 6667],
    ]);
    expect(q.adjustments).toEqual(['Tier rate × 0.85']);
    expect(q.unitPriceCents).toBe(16632); // (12900 + 6667) × 0.85 = 16631.95
  });
});

describe('priceScreen: alerts (adjustments-and-pricing §8), each from a sample item made for it', () => {
  it("'Price group not found for item' when the item has no price in the dealer's group", () => {
    const config = { materialType: 'Suntex 95' as const, materialColor: 'Grey' };
    expect(price(config).alerts).toEqual([]);
    const q = price(config, { priceGroup: 'CAD' });
    expect(q.alerts).toEqual([{ code: 'PRICE_GROUP_NOT_FOUND', message: 'Price group not found for item: SM-S95-GRY', itemNo: 'SM-S95-GRY' }]);
    expect(line(q, 'SM-S95-GRY')).toMatchObject({ amountCents: 0, rule: 'not priced: Price group not found for item: SM-S95-GRY' });
    expect(q.unitPriceCents).toBe(sum(q) + 2500);
  });

  it("'Length attribute not found for item' for a length-priced item without Length", () => {
    const q = price({ jobColor: 'Brown', dropLeft: 140, motorType: 'HD - 21 RPM', housingSize: '7', housingShape: 'Curved' });
    expect(q.alerts.map((a) => a.message)).toEqual(['Length attribute not found for item: STB-264-BRN']);
    expect(line(q, 'STB-264-BRN').amountCents).toBe(0);
  });

  it("'Housing item not found for width' when no housing stock fits the width in that colour", () => {
    expect(price({ jobColor: 'Tan', housingSize: '7', housingShape: 'Curved', width: 300, motorType: 'Super HD - 16 RPM' }).alerts).toEqual([]);
    const q = price({ jobColor: 'Tan', housingSize: '7', housingShape: 'Curved', width: 320, motorType: 'Super HD - 16 RPM' });
    expect(q.alerts).toEqual([{ code: 'HOUSING_NOT_FOUND', message: 'Housing item not found for width' }]);
    expect(line(q, 'SH7-30-TAN').amountCents).toBe(0);
  });

  it("'Item not found' when a kit lists an item the catalog lacks", () => {
    const q = price({ jobColor: 'Linen', trackRight: 'Recessed', dropRight: 200, motorType: 'HD - 21 RPM', housingSize: '7', housingShape: 'Curved' });
    expect(q.alerts).toEqual([{ code: 'ITEM_NOT_FOUND', message: 'Item not found', itemNo: 'SRI-288-LIN' }]);
    expect(line(q, 'SRU-288').amountCents).toBeGreaterThan(0);
  });

  it("'Could not determine price for item' for a kit without a bill of materials", () => {
    const q = price({ motorType: '12V - 16 RPM' });
    expect(q.alerts).toEqual([{ code: 'NO_PRICE', message: 'Could not determine price for item', itemNo: 'SMK-12V' }]);
    expect(line(q, 'SMK-12V').amountCents).toBe(0);
  });
});
