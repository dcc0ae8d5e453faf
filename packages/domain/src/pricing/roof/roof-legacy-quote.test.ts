import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors/domain-error';
import { defaultPortalPricingRules } from '../portal-pricing';
import { quoteRoofForLegacyCall } from './roof-legacy-quote';
import { workedRoofA } from './roof-worked-examples';
import { sampleRoofContext } from './sample-roof-context';

describe('POST /api/orders/getorderprices (legacy body and answer)', () => {
  it('answers price in dollars for one roof, tier applied, and the mapped kits', () => {
    const answer = quoteRoofForLegacyCall(sampleRoofContext({ tierRateBp: 8500 }), { roof: workedRoofA, kits: [], customColorMultiplier: 99 });
    expect(answer.price).toBe(4707.14);
    expect(answer.priceCents).toBe(470714);
    expect(answer.mappedRfKits.map((k) => k.itemNo)).toContain('RF-MTR-STD');
    expect(answer.alerts).toEqual([]);
  });

  it('ignores the multiplier the client sends: the server uses its own entry', () => {
    const custom = {
      ...workedRoofA,
      colors: { ...workedRoofA.colors, frameColor: 'MF', frameColorRal: '7016' },
      blades: [],
      posts: [],
      addParts: [],
      beamMs: [],
      frames: [{ frameType: '2x8', frameFeet: 20, frameInches: 0 }],
    };
    const a = quoteRoofForLegacyCall(sampleRoofContext(), { roof: custom, customColorMultiplier: 1 });
    const b = quoteRoofForLegacyCall(sampleRoofContext(), { roof: custom, customColorMultiplier: 5 });
    expect(a.priceCents).toBe(b.priceCents);
    expect(a.priceCents).toBe(42725 + 94300); // 37152 × 1.15 = 42724.8, plus the motor kit
  });

  it('refuses a bad roof with field errors under roof.', () => {
    const call = () => quoteRoofForLegacyCall(sampleRoofContext(), { roof: { ...workedRoofA, motorQuantity: 0 } });
    expect(call).toThrow(DomainError);
    expect(call).toThrow(expect.objectContaining({ code: 'BAD_INPUT', fieldErrors: { 'roof.motorQuantity': 'Minimum value is 1' } }));
  });

  it('refuses (CONFLICT) when the installation has no Custom Color Multiplier entry', () => {
    const ctx = sampleRoofContext({ rules: defaultPortalPricingRules.filter((r) => r.name !== 'Custom Color Multiplier') });
    expect(() => quoteRoofForLegacyCall(ctx, { roof: workedRoofA })).toThrow(
      expect.objectContaining({ code: 'CONFLICT', message: 'Custom Color Multiplier pricing entry is required for roof pricing' }),
    );
  });
});
