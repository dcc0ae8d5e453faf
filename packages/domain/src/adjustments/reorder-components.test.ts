import { describe, expect, it } from 'vitest';
import { roundCents, tierMultiplier } from '../money/money';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { priceRoof } from '../pricing/roof/roof-price';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { sampleRoofContext } from '../pricing/roof/sample-roof-context';
import { priceScreen } from '../pricing/screen/screen-price';
import { normalizeScreenConfig } from '../configuration/screen/screen-form-rules';
import { sampleScreenContext } from '../pricing/screen/sample-screen-context';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { makeAdjustment, makeIssue, requester } from './adjustment-test-state';
import { setReorderRequest } from './issue-actions';
import { roofOrderedValues, screenOrderedValues } from './ordered-values';
import { reorderPricer, reorderQuote, screenConfigWith } from './reorder-price';

/** Issue 26: each screen component prices only its own breakdown lines; tracks name their side; what is stored is what is priced. */
const usd85 = sampleScreenContext({ priceGroup: 'USD', tierRateBp: 8500 });
const priced = (q: ReturnType<typeof reorderQuote>) => (q?.ok ? q.priceCents : q);

describe('each component prices only itself', () => {
  const recessed = makeScreenConfig({ width: 144, dropLeft: 80, dropRight: 80, trackLeft: 'Recessed', trackRight: 'Recessed' });
  const screen = { itemType: 'Screen', config: recessed } as const;

  it('the recessed insert is the insert alone and the U-channel the channel alone: 51.00 and 34.00 at USD tier 0.85, the side kit 85.00', () => {
    const insert = priced(reorderQuote(usd85, screen, 'Recessed_Track_Insert', { Track_Side: 'Left' }));
    const channel = priced(reorderQuote(usd85, screen, 'Recessed_U_Channel_Track', { Track_Side: 'Left' }));
    expect([insert, channel]).toEqual([5100, 3400]);
    const kit = priceScreen(usd85, recessed).breakdown.filter((l) => l.description.startsWith('Left track (Recessed): '));
    expect(kit.map((l) => l.itemNo)).toEqual(['SRI-144-BLK', 'SRU-144']);
    expect(roundCents(kit.reduce((s, l) => s + l.amountCents, 0) * 0.85)).toBe(8500);
  });

  it('the retractable motor is the motor of its kit, not the drive adapter and idler spring', () => {
    const config = makeScreenConfig({ width: 144 });
    const lines = priceScreen(usd85, config).breakdown.filter((l) => l.description.startsWith('Motor '));
    expect(lines.map((l) => l.itemNo)).toEqual(['SMO-STD', 'SDA-1', 'SIS-1']);
    const motor = lines.find((l) => l.itemNo === 'SMO-STD')?.amountCents ?? 0;
    expect(priced(reorderQuote(usd85, { itemType: 'Screen', config }, 'Retractable_Motor', {}))).toBe(roundCents(motor * 0.85));
  });

  it('the housing cover is refused as not sold alone; the housing is the housing line', () => {
    const config = makeScreenConfig({ width: 144 });
    expect(reorderQuote(usd85, { itemType: 'Screen', config }, 'Housing_Cover', {})).toEqual({
      ok: false,
      code: 'LINES_NOT_ORDERABLE',
      message: 'A housing cover is not sold alone: reorder the housing (Housing Only)',
    });
    const housing = priceScreen(usd85, config).breakdown.filter((l) => l.description.startsWith('Housing '));
    expect(housing).toHaveLength(1);
    expect(priced(reorderQuote(usd85, { itemType: 'Screen', config }, 'Housing_Only', {}))).toBe(roundCents((housing[0]?.amountCents ?? 0) * 0.85));
  });
});

describe('tracks name their side', () => {
  const config = makeScreenConfig({ width: 144, dropLeft: 60, dropRight: 130 });
  const screen = { itemType: 'Screen', config } as const;

  it('priced with that side’s drop: drops 60/130 are 48.88 left, 93.50 right, both once rounded', () => {
    expect(priced(reorderQuote(usd85, screen, 'Track_Type_Standard', { Track_Side: 'Left' }))).toBe(4888);
    expect(priced(reorderQuote(usd85, screen, 'Track_Type_Standard', { Track_Side: 'Right' }))).toBe(9350);
    const both = priceScreen(usd85, config).breakdown.filter((l) => l.description.includes('track (Standard): '));
    expect(priced(reorderQuote(usd85, screen, 'Track_Type_Standard', { Track_Side: 'Both' }))).toBe(
      roundCents(both.reduce((s, l) => s + l.amountCents, 0) * 0.85),
    );
  });

  it('derived when one side has the type, required when both do, refused when none does', () => {
    const cableLeft = { itemType: 'Screen', config: { ...config, trackLeft: 'Cable' } } as const;
    expect(priced(reorderQuote(usd85, cableLeft, 'Track_Type_Standard', {}))).toBe(9350);
    expect(priced(reorderQuote(usd85, screen, 'Track_Type_Standard', {}))).toMatchObject({ ok: false, message: 'Choose the track side: Left, Right or Both' });
    expect(priced(reorderQuote(usd85, screen, 'Track_Type_Cable', { Track_Side: 'Left' }))).toMatchObject({
      ok: false,
      message: 'This screen has no Cable track: change Track_Left_Type or Track_Right_Type first',
    });
  });

  it('the server checks the side (400 naming modifications.Track_Side) and stores it with its Track_Quantity', () => {
    const options = { priceOf: reorderPricer(usd85, () => screen), orderedValues: screenOrderedValues(config) };
    const adj = makeAdjustment({ issues: [makeIssue({ issueType: 'Track_Type_Standard' })] });
    const refuse = (modifications: Record<string, string | number>) => {
      try {
        setReorderRequest(adj, requester, 'i1', { modifications }, options);
      } catch (e) {
        return (e as { fieldErrors?: unknown }).fieldErrors;
      }
      return null;
    };
    expect(refuse({})).toEqual({ 'modifications.Track_Side': 'Choose the track side: Left, Right or Both' });
    expect(refuse({ Track_Side: 'Middle' })).toEqual({ 'modifications.Track_Side': 'Please choose an option: Left, Right, Both' });
    expect(refuse({ Track_Side: 'Left', Track_Quantity: 2 })).toEqual({
      'modifications.Track_Quantity': 'Track Quantity is 2 for Both sides and 1 for one side',
    });
    expect(refuse({ Track_Side: 'Left', Track_Left_Type: 'Cable' })).toEqual({ 'modifications.Track_Side': 'Please choose an option: Right' });
    const saved = setReorderRequest(adj, requester, 'i1', { modifications: { Track_Side: 'Right' } }, options).issues[0]?.modifications;
    expect(saved).toMatchObject({ Track_Side: 'Right', Track_Quantity: 1, Price: 9350 });
    const both = setReorderRequest(adj, requester, 'i1', { modifications: { Track_Quantity: 2 } }, options).issues[0]?.modifications;
    expect(both).toMatchObject({ Track_Side: 'Both', Track_Quantity: 2 });
  });
});

describe('what is shown is what is priced', () => {
  const ordered = makeScreenConfig({ width: 200, widthFraction: 0.5, dropLeft: 96, dropRight: 96 });
  const options = { priceOf: reorderPricer(usd85, () => ({ itemType: 'Screen', config: ordered })), orderedValues: screenOrderedValues(ordered) };
  const save = (modifications: Record<string, string | number>) =>
    setReorderRequest(makeAdjustment(), requester, 'i1', { modifications }, options).issues[0]?.modifications ?? {};

  it('a new width resets its fraction to 0 (§4), and the stored dimensions are the priced ones', () => {
    const mods = save({ Finished_Housing_Width_Inches: 210 });
    expect(mods).toMatchObject({
      Finished_Housing_Width_Inches: 210,
      Finished_Housing_Width_Fraction: 0,
      Drop_Left_Inches: 96,
      Drop_Left_Fraction: 0,
      Drop_Right_Inches: 96,
      Drop_Right_Fraction: 0,
    });
    const whole = priceScreen(usd85, normalizeScreenConfig({ ...ordered, width: 210, widthFraction: 0 })).unitPriceCents;
    expect(mods['Price']).toBe(whole);
    expect(whole).not.toBe(priceScreen(usd85, { ...ordered, width: 210 }).unitPriceCents);
  });

  it('the same width keeps the ordered fraction, shown; a sent fraction is kept', () => {
    expect(save({ Finished_Housing_Width_Inches: 200 })).toMatchObject({
      Finished_Housing_Width_Fraction: 0.5,
      Price: priceScreen(usd85, ordered).unitPriceCents,
    });
    expect(save({ Finished_Housing_Width_Inches: 210, Finished_Housing_Width_Fraction: 0.25 })).toMatchObject({ Finished_Housing_Width_Fraction: 0.25 });
  });

  it('a stored reorder priced again gives its stored price (the modifications are the whole configuration)', () => {
    const mods = save({ Finished_Housing_Width_Inches: 210, Color: 'White' });
    const again = priceScreen(usd85, normalizeScreenConfig(screenConfigWith(ordered, mods))).unitPriceCents;
    expect(mods['Price']).toBe(again);
    expect(roundCents(again / tierMultiplier(8500))).toBeGreaterThan(0);
  });
});

describe('posts take only stock lengths', () => {
  const roof = ZRoofConfig.parse(workedRoofA); // 6x6 Flat Saddle posts, 10 ft
  const ctx = sampleRoofContext({ tierRateBp: 8500 });
  const item = { itemType: 'Roof', config: roof } as const;
  const postLines = (c: typeof roof) => priceRoof(ctx, c).breakdown.filter((l) => l.itemNo.startsWith('RF-PST'));
  const alone = (style: '6x6 Flat Saddle' | '8x8 Flush', postLength: '10' | '12' | '25' | `19'4"`) =>
    roundCents(
      postLines({
        ...roof,
        copies: 1,
        motorQuantity: 1,
        frames: [],
        beamMs: [],
        beamAs: [],
        beamXs: [],
        blades: [],
        addParts: [],
        posts: [{ postStyle: style, postLength }],
      }).reduce((s, l) => s + l.amountCents, 0) * 0.85,
    );

  it('10, 12 and the style’s third length are priced at that length', () => {
    expect(priced(reorderQuote(ctx, item, 'Posts', { Feet: 12 }))).toBe(alone('6x6 Flat Saddle', '12'));
    expect(priced(reorderQuote(ctx, item, 'Posts', { Feet: 19, Inches: 4 }))).toBe(alone('6x6 Flat Saddle', `19'4"`));
    expect(priced(reorderQuote(ctx, item, 'Posts', { Type: '8x8 Flush', Feet: 25 }))).toBe(alone('8x8 Flush', '25'));
    expect(alone('6x6 Flat Saddle', '12')).not.toBe(alone('6x6 Flat Saddle', '10'));
  });

  it('any other length is refused (was priced silently as the ordered 10 ft post)', () => {
    expect(priced(reorderQuote(ctx, item, 'Posts', { Feet: 7 }))).toMatchObject({
      ok: false,
      message: 'Posts come in stock lengths only: 10 ft, 12 ft, 19 ft 4 in',
    });
    expect(priced(reorderQuote(ctx, item, 'Posts', { Type: '8x8 Flush', Feet: 19, Inches: 4 }))).toMatchObject({
      ok: false,
      message: 'Posts come in stock lengths only: 10 ft, 12 ft, 25 ft',
    });
    const options = { priceOf: reorderPricer(ctx, () => item), orderedValues: roofOrderedValues(roof, 'Posts') };
    const adj = makeAdjustment({ issues: [makeIssue({ itemType: 'Roof', itemId: 'r1', issueType: 'Posts' })] });
    const refused = (() => {
      try {
        setReorderRequest(adj, requester, 'i1', { modifications: { Feet: 11 } }, options);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(refused).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { 'modifications.Feet': 'Posts come in stock lengths only: 10 ft, 12 ft, 19 ft 4 in' } });
    expect(setReorderRequest(adj, requester, 'i1', { modifications: { Feet: 12 } }, options).issues[0]?.modifications).toMatchObject({
      Feet: 12,
      Price: alone('6x6 Flat Saddle', '12'),
    });
  });
});

describe('a roof member reorder stores the length it is priced from', () => {
  const roof = ZRoofConfig.parse(workedRoofA);
  const ctx = sampleRoofContext({ tierRateBp: 8500 });
  const item = { itemType: 'Roof', config: roof } as const;
  const save = (issueType: 'Blades' | 'Frames', modifications: Record<string, string | number>) => {
    const options = { priceOf: reorderPricer(ctx, () => item), orderedValues: roofOrderedValues(roof, issueType) };
    const adj = makeAdjustment({ issues: [makeIssue({ itemType: 'Roof', itemId: 'r1', issueType })] });
    return setReorderRequest(adj, requester, 'i1', { modifications }, options).issues[0]?.modifications ?? {};
  };

  it('the ordered Feet and Inches when none are sent; a new Feet alone is whole feet', () => {
    const ordered = roof.blades[0];
    expect(save('Blades', { Quantity: 2 })).toMatchObject({ Feet: ordered?.bladeFeet, Inches: ordered?.bladeInches });
    const frame = save('Frames', { Feet: 12 });
    expect(frame).toMatchObject({ Feet: 12, Inches: 0 });
    expect(frame['Price']).toBe(priced(reorderQuote(ctx, item, 'Frames', { Feet: 12, Inches: 0 })));
  });
});
