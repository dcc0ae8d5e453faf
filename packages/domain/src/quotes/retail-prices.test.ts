import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belowCostKinds, retailLineCents, retailUnitCents } from './retail-prices';

describe('retail prices (issue 31: the portal unit price × the markup, rounded half up to the cent)', () => {
  it('rounds half up, to the cent', () => {
    expect(retailUnitCents(4255, 1.35)).toBe(5744); // 57.4425
    expect(retailUnitCents(1001, 1.5)).toBe(1502); // 15.015 → 15.02
    expect(retailUnitCents(999, 1.5)).toBe(1499); // 14.985 → 14.99
    expect(retailUnitCents(10, 1.05)).toBe(11); // 0.105 → 0.11, where floating point gives 0.10500000000000001 or 0.1049…
    expect(retailUnitCents(12345, 1)).toBe(12345);
    expect(retailUnitCents(12345, 0.9)).toBe(11111); // 111.105 → 111.11
  });

  it('a line total is the rounded unit price × the quantity (never the total rounded once)', () => {
    expect(retailLineCents(1001, 1.5, 3)).toBe(1502 * 3);
  });

  it('equals the exact product rounded half up, for any price and any 4-decimal markup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000 }), (cents, tenThousandths) => {
        const exact = BigInt(cents) * BigInt(tenThousandths); // in 1/10000 cent
        const expected = Number((exact + 5000n) / 10000n);
        expect(retailUnitCents(cents, tenThousandths / 10_000)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('names the kinds sold under cost', () => {
    expect(belowCostKinds({ screens: 1.35, roofs: 0.95, parts: 1 })).toEqual(['roofs']);
  });
});
