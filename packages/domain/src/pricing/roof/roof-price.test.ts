import { describe, expect, it } from 'vitest';
import { ZRoofConfig, type TRoofConfigInput } from '../../configuration/roof/roof-config';
import { customColorMultiplierMissing, priceRoof } from './roof-price';
import { workedRoofA, workedRoofB } from './roof-worked-examples';
import { sampleRoofContext } from './sample-roof-context';
import { defaultPortalPricingRules } from '../portal-pricing';

const usd = sampleRoofContext();
const cad = sampleRoofContext({ priceGroup: 'CAD' });
const amounts = (q: ReturnType<typeof priceRoof>) => q.breakdown.map((l) => [l.itemNo, l.amountCents]);

const minimal = (over: Partial<TRoofConfigInput>): TRoofConfigInput => ({
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
  ...over,
});
const price = (ctx: typeof usd, input: TRoofConfigInput) => priceRoof(ctx, ZRoofConfig.parse(input));
const MOTOR_USD = 68500 + 24000 + 1800;

describe('roof price: worked example A (black, USD and CAD)', () => {
  const roof = ZRoofConfig.parse(workedRoofA);

  it('USD: each component and the sum', () => {
    const q = priceRoof(usd, roof);
    expect(amounts(q)).toEqual([
      ['RF-FRM-2X8-BLK', 41280], // 41280 ÷ 240 in × 240 in
      ['RF-FRM-2X8-BLK', 41280],
      ['RF-FRM-2X8-BLK', 25800], // 41280 ÷ 240 × 150
      ['RF-FRM-2X8-BLK', 25800],
      ['RF-MID-2X10-BLK', 45965], // 57456 ÷ 300 × 240 = 45964.8
      ['RF-BLD-BB-BLK', 198720], // 9660 ÷ 168 × 144 × 24
      ['RF-PST-6X6-FS-BLK', 15259], // 29500 ÷ 232 × 120 = 15258.62
      ['RF-PST-6X6-FS-BLK', 15259],
      ['RF-PST-6X6-FS-BLK', 15259],
      ['RF-PST-6X6-FS-BLK', 15259],
      ['RF-ADD-GC-BLK', 15400], // 3850 × 4
      ['RF-ADD-RMT1', 4200],
      ['RF-MTR-STD-M', 68500],
      ['RF-MTR-CTRL', 24000],
      ['RF-MTR-HW', 1800], // 1 HALF of a 3600 BOX
    ]);
    expect(q).toMatchObject({ unitPriceCents: 553781, quantity: 1, totalCents: 553781, alerts: [], adjustments: [], refusal: null });
    expect(q.breakdown[4]?.rule).toBe('length-priced: 57456 ÷ 300 in × 240 in');
    expect(q.breakdown[5]?.rule).toBe('length-priced: 9660 ÷ 168 in × 144 in × 24 pcs');
    expect(q.breakdown[10]?.rule).toBe('per piece: 3850 × 4 pcs');
    expect(q.breakdown[14]?.rule).toBe('kit RF-MTR-STD: 3600 × 1 HALF (0.5 BOX each)');
  });

  it('USD with tier rate 0.85: the sum times 0.85, rounded once', () => {
    const q = priceRoof(sampleRoofContext({ tierRateBp: 8500 }), roof);
    expect(q).toMatchObject({ unitPriceCents: 470714, totalCents: 470714, adjustments: ['Tier rate × 0.85'] }); // 553781 × 0.85 = 470713.85
  });

  it('CAD uses the CAD prices', () => {
    const q = priceRoof(cad, roof);
    expect(amounts(q).map(([, a]) => a)).toEqual([56554, 56554, 35346, 35346, 62972, 272242, 20904, 20904, 20904, 20904, 21100, 5754, 93845, 32880, 2466]);
    expect(q.unitPriceCents).toBe(758675);
    expect(priceRoof(sampleRoofContext({ priceGroup: 'CAD', tierRateBp: 8500 }), roof).unitPriceCents).toBe(644874); // 758675 × 0.85 = 644873.75
  });
});

describe('roof price: worked example B (custom colour, two copies)', () => {
  const roof = ZRoofConfig.parse(workedRoofB);

  it('USD: Mill items times the Custom Color Multiplier, per line, rounded once', () => {
    const q = priceRoof(usd, roof);
    expect(amounts(q)).toEqual([
      ['RF-FRM-4X8-MILL', 87484], // 76073 × 1.15 = 87483.95
      ['RF-FRM-4X8-MILL', 87484],
      ['RF-FRM-4X8-MILL', 51761], // 76073 ÷ 300 × 177.5 × 1.15 = 51761.34
      ['RF-FRM-4X8-MILL', 51761],
      ['RF-ACC-2X6-MILL', 14067], // 23868 ÷ 240 × 123 × 1.15 = 14067.20
      ['RF-BLD-BB-WHT', 289800], // white blades are not custom: 9660 × 30
      ['RF-PST-8X8-CS-MILL', 25834], // 46800 ÷ 300 × 144 × 1.15 = 25833.6
      ['RF-PST-8X8-CS-MILL', 25834],
      ['RF-ADD-FTG4-MILL', 13248], // 5760 × 2 × 1.15
      ['RF-MTR-STD-M', 137000],
      ['RF-MTR-CTRL', 48000],
      ['RF-MTR-HW', 3600],
    ]);
    expect(q.breakdown[2]?.rule).toBe('length-priced: 76073 ÷ 300 in × 177.5 in; Custom Color Multiplier × 1.15');
    expect(q).toMatchObject({ unitPriceCents: 835873, quantity: 2, totalCents: 1671746, adjustments: ['Copies × 2'] });
    // 835873 × 0.85 = 710492.05
    expect(priceRoof(sampleRoofContext({ tierRateBp: 8500 }), roof)).toMatchObject({ unitPriceCents: 710492, totalCents: 1420984 });
  });

  it('CAD', () => {
    const q = priceRoof(cad, roof);
    expect(amounts(q).map(([, a]) => a)).toEqual([119853, 119853, 70913, 70913, 19272, 397020, 35392, 35392, 18149, 187690, 65760, 4932]);
    expect(q).toMatchObject({ unitPriceCents: 1145139, totalCents: 2290278 });
    // 1145139 × 0.85 = 973368.15
    expect(priceRoof(sampleRoofContext({ priceGroup: 'CAD', tierRateBp: 8500 }), roof)).toMatchObject({ unitPriceCents: 973368, totalCents: 1946736 });
  });

  it('follows the Custom Color Multiplier as the Pricing page sets it', () => {
    const rules = defaultPortalPricingRules.map((r) => (r.name === 'Custom Color Multiplier' ? { ...r, value: 1.25 } : r));
    const q = price(
      sampleRoofContext({ rules }),
      minimal({
        colors: { frameColor: 'MF', frameColorRal: '7016', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
        frames: [{ frameType: '4x8', frameFeet: 25, frameInches: 0 }],
      }),
    );
    expect(q.breakdown[0]).toMatchObject({ itemNo: 'RF-FRM-4X8-MILL', amountCents: 95091 }); // 76073 × 1.25 = 95091.25
  });
});

describe('roof price refusals and alerts (adjustments-and-pricing §8)', () => {
  it('refuses without the Custom Color Multiplier entry, even for a roof without custom colour', () => {
    const rules = defaultPortalPricingRules.filter((r) => r.name !== 'Custom Color Multiplier');
    const q = priceRoof(sampleRoofContext({ rules }), ZRoofConfig.parse(workedRoofA));
    expect(q).toMatchObject({
      unitPriceCents: 0,
      totalCents: 0,
      breakdown: [],
      refusal: customColorMultiplierMissing,
      alerts: [{ code: 'NO_PRICE', message: 'Could not determine price for item' }],
    });
    expect(q.mappedRfKits).toHaveLength(13); // the dealer still sees what the roof is made of
  });

  it('Item not found: a type and colour the catalogue lacks (RF-XTR-2X10-BRZ) prices at 0', () => {
    const q = price(
      usd,
      minimal({
        colors: { frameColor: 'Bronze', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
        beamXs: [{ beamType: '2x10', beamFeet: 10, beamInches: 0 }],
      }),
    );
    expect(q.alerts).toEqual([{ code: 'ITEM_NOT_FOUND', message: 'Item not found', itemNo: 'RF-XTR-2X10-BRZ' }]);
    expect(q.breakdown[0]).toMatchObject({ itemNo: 'RF-XTR-2X10-BRZ', amountCents: 0, rule: 'Item not found: priced at 0' });
    expect(q.unitPriceCents).toBe(MOTOR_USD);
  });

  it('Price group not found: RF-PST-8X8-FL-BRZ has no CAD price', () => {
    const roof = minimal({
      colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Bronze' },
      posts: [{ postStyle: '8x8 Flush', postLength: '10' }],
    });
    expect(price(usd, roof).alerts).toEqual([]);
    expect(price(usd, roof).breakdown[0]?.amountCents).toBe(19000); // 47500 ÷ 300 × 120
    const q = price(cad, roof);
    expect(q.alerts).toEqual([{ code: 'PRICE_GROUP_NOT_FOUND', message: 'Price group not found for item: RF-PST-8X8-FL-BRZ', itemNo: 'RF-PST-8X8-FL-BRZ' }]);
    expect(q.breakdown[0]?.amountCents).toBe(0);
  });

  it('Length attribute not found: RF-ACC-2X8-BRZ has none', () => {
    const q = price(
      usd,
      minimal({
        colors: { frameColor: 'Bronze', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
        beamAs: [{ beamType: '2x8', beamFeet: 10, beamInches: 0 }],
      }),
    );
    expect(q.alerts).toEqual([{ code: 'LENGTH_NOT_FOUND', message: 'Length attribute not found for item: RF-ACC-2X8-BRZ', itemNo: 'RF-ACC-2X8-BRZ' }]);
    expect(q.breakdown[0]?.amountCents).toBe(0);
  });

  it('Could not determine price: the 16-channel remote kit lacks its wall bracket', () => {
    const q = price(usd, minimal({ addParts: [{ partName: 'Remote - 16 Channel - Handheld', partQty: 1 }] }));
    expect(q.alerts).toEqual([{ code: 'NO_PRICE', message: 'Could not determine price for item', itemNo: 'RF-ADD-RMT16' }]);
    expect(q.breakdown[0]).toMatchObject({
      itemNo: 'RF-ADD-RMT16',
      amountCents: 0,
      rule: 'Could not determine price for item: component RF-ADD-RMT16-WB: Item not found',
    });
    expect(q.unitPriceCents).toBe(MOTOR_USD);
  });
});
