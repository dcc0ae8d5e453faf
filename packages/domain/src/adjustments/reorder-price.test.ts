import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundCents, tierMultiplier } from '../money/money';
import { pricePart } from '../pricing/parts/part-price';
import { samplePartContext } from '../pricing/parts/sample-parts-context';
import { ZPartConfig } from '../configuration/parts/part-config';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { priceRoof } from '../pricing/roof/roof-price';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { sampleRoofContext } from '../pricing/roof/sample-roof-context';
import { normalizeScreenConfig } from '../configuration/screen/screen-form-rules';
import { priceScreen } from '../pricing/screen/screen-price';
import { sampleScreenContext } from '../pricing/screen/sample-screen-context';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { makeAdjustment, makeIssue } from './adjustment-test-state';
import { setReorderRequest } from './issue-actions';
import { orderedValuesOf, screenOrderedValues } from './ordered-values';
import { reorderPrice, reorderPricer, reorderQuote, roofConfigFor, screenConfigWith } from './reorder-price';

const tiers = [0, 8500, 10000, 9250];

describe('reorder price of a Complete Unit equals the screen pricing of the same configuration and tier', () => {
  const ordered = makeScreenConfig({ width: 120, dropLeft: 96, dropRight: 96, copies: 3 });

  it('for modified sizes, colours and tiers, times Quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 36, max: 300 }),
        fc.integer({ min: 12, max: 130 }),
        fc.constantFrom('Black', 'White', 'Custom'),
        fc.constantFrom(...tiers),
        fc.integer({ min: 1, max: 5 }),
        (width, drop, color, tierRateBp, quantity) => {
          const ctx = sampleScreenContext({ tierRateBp });
          const mods = {
            Finished_Housing_Width_Inches: width,
            Drop_Left_Inches: drop,
            Drop_Right_Inches: drop,
            Color: color,
            Color_Ral_Code: '9010',
            Quantity: quantity,
          };
          const expected = priceScreen(
            ctx,
            normalizeScreenConfig(
              makeScreenConfig({ ...ordered, width, dropLeft: drop, dropRight: drop, jobColor: color as 'Black', ralCode: '9010', copies: 1 }),
            ),
          );
          expect(reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Complete_Unit', mods)).toBe(expected.unitPriceCents * quantity);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('defaults Quantity to 1 and ignores the ordered copies', () => {
    const ctx = sampleScreenContext({ tierRateBp: 8500 });
    expect(reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Complete_Unit', {})).toBe(priceScreen(ctx, { ...ordered, copies: 1 }).unitPriceCents);
  });

  it('maps the §3 property names onto the configuration and back', () => {
    const c = makeScreenConfig({ jobColor: 'Custom', ralCode: '9010', trackLeft: 'Cable' });
    expect(screenConfigWith(makeScreenConfig(), screenOrderedValues(c))).toEqual({ ...c, copies: 1 });
  });
});

describe('reorder price of a screen component: its own breakdown lines × tier', () => {
  const ordered = makeScreenConfig({ width: 150, dropLeft: 100, dropRight: 100, mountingAngle: 'Yes' });

  it('a bottom bar costs its breakdown line, tier applied once', () => {
    for (const tierRateBp of tiers) {
      const ctx = sampleScreenContext({ tierRateBp });
      const line = priceScreen(ctx, ordered).breakdown.filter((l) => l.description.startsWith('Bottom bar'));
      expect(line.length).toBeGreaterThan(0);
      const expected = roundCents(line.reduce((s, l) => s + l.amountCents, 0) * tierMultiplier(tierRateBp));
      expect(reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Bottom_Bar', { Quantity: 2 })).toBe(expected * 2);
    }
  });

  it('costs less than the complete unit', () => {
    const ctx = sampleScreenContext();
    const unit = reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Complete_Unit', {}) ?? 0;
    for (const t of ['Housing_Only', 'Bottom_Bar', 'Screen_Material', 'Retractable_Motor', 'Mounting_Angle', 'Track_Type_Standard']) {
      const price = reorderPrice(ctx, { itemType: 'Screen', config: ordered }, t, { Track_Side: 'Left' });
      expect(price, t).toBeGreaterThan(0);
      expect(price, t).toBeLessThan(unit);
    }
  });

  it('a track is one side, or both with Track_Quantity 2 (equal drops: twice one side)', () => {
    const ctx = sampleScreenContext();
    const one = reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Track_Type_Standard', { Track_Side: 'Left' }) ?? 0;
    expect(reorderPrice(ctx, { itemType: 'Screen', config: ordered }, 'Track_Type_Standard', { Track_Quantity: 2 })).toBe(one * 2);
  });

  it('a component sold only inside a kit has no computed price', () => {
    expect(reorderPrice(sampleScreenContext(), { itemType: 'Screen', config: ordered }, 'Badge', {})).toBeNull();
  });
});

describe('reorder price of a roof issue: a roof of that member alone', () => {
  const ordered = ZRoofConfig.parse(workedRoofA);

  it('frames: the frame lines of priceRoof for the modified frame, × tier, × Quantity', () => {
    for (const tierRateBp of tiers) {
      const ctx = sampleRoofContext({ tierRateBp });
      const mods = { Type: '2x10', Feet: 12, Inches: 6, Quantity: 2 };
      const alone = roofConfigFor(ordered, 'Frames', mods);
      expect(alone.frames).toEqual([{ frameType: '2x10', frameFeet: 12, frameInches: 6 }]);
      const q = priceRoof(ctx, alone);
      const frameLines = q.breakdown.filter((l) => l.itemNo.startsWith('RF-FRM'));
      const expected = roundCents(frameLines.reduce((s, l) => s + l.amountCents, 0) * tierMultiplier(tierRateBp)) * 2;
      expect(reorderPrice(ctx, { itemType: 'Roof', config: ordered }, 'Frames', mods)).toBe(expected);
    }
  });

  it('the motor alone equals the motor lines of the ordered roof', () => {
    const ctx = sampleRoofContext();
    const motorLines = priceRoof(ctx, { ...ordered, motorQuantity: 1 }).breakdown.filter((l) => l.itemNo.startsWith('RF-MTR'));
    expect(reorderPrice(ctx, { itemType: 'Roof', config: ordered }, 'Motor', {})).toBe(motorLines.reduce((s, l) => s + l.amountCents, 0));
  });

  it('prices every roof issue type of the worked roof', () => {
    const ctx = sampleRoofContext({ tierRateBp: 8500 });
    for (const t of ['Frames', 'Midspan_Beams', 'Blades', 'Posts', 'Additional_Parts', 'Gutters', 'Motor']) {
      expect(reorderPrice(ctx, { itemType: 'Roof', config: ordered }, t, {}), t).toBeGreaterThan(0);
    }
  });
});

describe('reorder price of a part equals the part pricing of the same item and tier', () => {
  it('with changed options, times Quantity', () => {
    const ordered = ZPartConfig.parse({ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 });
    for (const tierRateBp of tiers) {
      const ctx = samplePartContext({ tierRateBp });
      const expected = pricePart(ctx, { family: 'Handheld Remote', options: { Channels: '1', Color: 'Black' }, quantity: 4 });
      if (!expected.ok) throw new Error(expected.message);
      expect(reorderPrice(ctx, { itemType: 'Part', config: ordered }, 'Part', { Channels: '1', Color: 'Black', Quantity: 4 })).toBe(expected.quote.totalCents);
    }
  });
});

describe('the pieces the server wires', () => {
  it('reorderPricer prices an issue through its ordered line', () => {
    const ctx = sampleScreenContext({ tierRateBp: 8500 });
    const ordered = makeScreenConfig();
    const priceOf = reorderPricer(ctx, (issue) => (issue.itemId === 's1' ? { itemType: 'Screen', config: ordered } : null));
    const adj = setReorderRequest(makeAdjustment(), { role: 'requester' }, 'i1', { modifications: { Quantity: 2 } }, { priceOf });
    expect(adj.issues[0]?.modifications['Price']).toBe(priceScreen(ctx, ordered).unitPriceCents * 2);
    expect(priceOf(makeIssue({ itemId: 'gone' }), {})).toBeNull();
  });

  it('orderedValuesOf gives the rules the ordered housing and member type', () => {
    expect(orderedValuesOf({ itemType: 'Screen', config: makeScreenConfig() }, 'Complete_Unit')).toMatchObject({
      Housing_Size: '5.5',
      Track_Left_Type: 'Standard',
    });
    const roof = ZRoofConfig.parse(workedRoofA);
    expect(orderedValuesOf({ itemType: 'Roof', config: roof }, 'Frames')).toMatchObject({ Type: roof.frames[0]?.frameType, Color: 'Black' });
    expect(orderedValuesOf({ itemType: 'Roof', config: roof }, 'Motor')).toEqual({ Type: 'Standard' });
  });
});

describe('a reorder the pricing cannot price completely is refused, never saved at a partial price (issue 26)', () => {
  const ordered = makeScreenConfig({ width: 144, trackLeft: 'Cable' });
  const screen = { itemType: 'Screen', config: ordered } as const;
  const grey = { Screen_Material_Type: 'Suntex 95', Screen_Material_Color: 'Grey' };

  it("Suntex 95 Grey has no CAD price: the whole screen and the material alone are refused with the alert's message", () => {
    const ctx = sampleScreenContext({ priceGroup: 'CAD', tierRateBp: 8500 });
    for (const t of ['Complete_Unit', 'Screen_Material']) {
      expect(reorderQuote(ctx, screen, t, grey), t).toEqual({ ok: false, code: 'LINES_NOT_ORDERABLE', message: 'Price group not found for item: SM-S95-GRY' });
      expect(reorderPrice(ctx, screen, t, grey), t).toBeNull();
    }
    expect(reorderQuote(ctx, screen, 'Complete_Unit', { ...grey, Screen_Material_Color: 'Black' })).toMatchObject({ ok: true, priceCents: 102731 });
  });

  it("a housing the width has no stock for: 'Housing item not found for width'", () => {
    const ctx = sampleScreenContext();
    const mods = { Finished_Housing_Width_Inches: 330, Housing_Size: '7', Housing_Shape: 'Curved', Color: 'Tan' };
    for (const t of ['Complete_Unit', 'Housing_Only'])
      expect(reorderQuote(ctx, screen, t, mods), t).toEqual({ ok: false, code: 'LINES_NOT_ORDERABLE', message: 'Housing item not found for width' });
  });

  it('a roof the pricing refuses is refused with its reason', () => {
    const q = reorderQuote(sampleRoofContext({ rules: [] }), { itemType: 'Roof', config: ZRoofConfig.parse(workedRoofA) }, 'Frames', {});
    expect(q).toMatchObject({ ok: false, code: 'LINES_NOT_ORDERABLE' });
  });

  it('setReorderRequest refuses it as a 409 LINES_NOT_ORDERABLE and changes nothing', () => {
    const ctx = sampleScreenContext({ priceGroup: 'CAD' });
    const priceOf = reorderPricer(ctx, () => screen);
    const before = makeAdjustment();
    const refused = (() => {
      try {
        setReorderRequest(before, { role: 'requester' }, 'i1', { modifications: grey }, { priceOf });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(refused).toMatchObject({ code: 'CONFLICT', publicCode: 'LINES_NOT_ORDERABLE', message: 'Price group not found for item: SM-S95-GRY' });
    expect(before.issues[0]).toMatchObject({ adjustmentType: 'None', modifications: {} });
  });
});
