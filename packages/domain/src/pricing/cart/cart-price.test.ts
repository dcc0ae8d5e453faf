import { describe, expect, it } from 'vitest';
import { sampleContext } from '../../catalog/sample/sample-context';
import { makeScreenConfig } from '../screen/screen-test-config';
import { priceScreen } from '../screen/screen-price';
import { ZRoofConfig } from '../../configuration/roof/roof-config';
import { workedRoofA } from '../roof/roof-worked-examples';
import { priceRoof } from '../roof/roof-price';
import { pricePart } from '../parts/part-price';
import { priceCart, submissionProblems, type CartInput } from './cart-price';

const roof = ZRoofConfig.parse(workedRoofA);
const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 };
const cart: CartInput = {
  screens: [makeScreenConfig(), makeScreenConfig({ width: 144, copies: 2 })],
  roofs: [roof],
  parts: [remote],
};

describe('a whole cart', () => {
  it('adds every line into its section and the total, in the dealer group and tier', () => {
    for (const ctx of [sampleContext(), sampleContext({ priceGroup: 'CAD', tierRateBp: 8500 })]) {
      const q = priceCart(ctx, cart);
      const screens = cart.screens.map((s) => priceScreen(ctx, s).totalCents);
      const part = pricePart(ctx, remote);
      expect(part.ok).toBe(true);
      expect(q.totals.screensTotal).toBe(screens[0]! + screens[1]!);
      expect(q.totals.roofsTotal).toBe(priceRoof(ctx, roof).totalCents);
      expect(q.totals.partsTotal).toBe(part.ok ? part.quote.totalCents : -1);
      expect(q.totals.totalPrice).toBe(q.totals.screensTotal + q.totals.roofsTotal + q.totals.partsTotal);
      expect(q.totals.totalPrice).toBeGreaterThan(0);
      expect(submissionProblems(q)).toEqual([]);
    }
  });

  it('names each line that cannot be submitted and why', () => {
    const ctx = sampleContext({ priceGroup: 'CAD' });
    const q = priceCart(ctx, {
      screens: [makeScreenConfig(), makeScreenConfig({ materialColor: 'Grey' })],
      roofs: [],
      parts: [remote, { family: 'Handheld Remote', options: { Channels: '16', Color: 'White' }, quantity: 1 }],
    });
    expect(submissionProblems(q)).toEqual([
      { section: 'screens', index: 1, message: 'Screen 2: Price group not found for item: SM-S95-GRY' },
      { section: 'parts', index: 1, message: 'Part 2: That option combination is not allowed' },
    ]);
  });

  it('refuses roofs when the Custom Color Multiplier rule is missing', () => {
    const ctx = sampleContext({ rules: sampleContext().rules.filter((r) => r.name !== 'Custom Color Multiplier') });
    const problems = submissionProblems(priceCart(ctx, { screens: [], roofs: [roof], parts: [] }));
    expect(problems).toEqual([{ section: 'roofs', index: 0, message: 'Roof 1: Custom Color Multiplier pricing entry is required for roof pricing' }]);
  });
});
