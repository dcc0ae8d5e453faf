import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { remote, trpc } from './orders-test-kit';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  token = (await t.makeUser({ ...roles.dealer })).token;
});
afterAll(() => t.close());

/** Another value for a config field: mostly of its own type (so validation lets most through to pricing), sometimes anything. */
function fieldValue(real: unknown): fc.Arbitrary<unknown> {
  const sameType =
    typeof real === 'number'
      ? fc.oneof(fc.integer({ min: -50, max: 800 }), fc.double({ min: 0, max: 800, noNaN: true }), fc.constantFrom(0, 0.5, 1e308, 2 ** 53 + 1))
      : typeof real === 'string'
        ? fc.string({ maxLength: 12 })
        : fc.constant(null);
  const anything = fc.oneof(fc.string({ maxLength: 12 }), fc.boolean(), fc.constant(null), fc.integer(), fc.array(fc.integer(), { maxLength: 3 }));
  return fc.oneof({ weight: 4, arbitrary: sameType }, { weight: 1, arbitrary: anything });
}

/** A config with every known field, some of them replaced by values of any kind. */
function mutated<T extends object>(base: T) {
  const entries = Object.entries(base).map(([key, value]) =>
    fc.tuple(fc.constant(key), fc.oneof({ weight: 6, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fieldValue(value) })),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

const cart = fc.record({
  screens: fc.array(fc.record({ screenName: fc.string({ maxLength: 20 }), config: mutated(makeScreenConfig()) }), { maxLength: 2 }),
  roofs: fc.array(fc.record({ config: mutated(workedRoofA) }), { maxLength: 1 }),
  parts: fc.array(fc.record({ config: mutated(remote) }), { maxLength: 2 }),
});

describe('orders.save with configurations of any content', () => {
  it('answers a saved order with non-negative prices or a 4xx, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(cart, fc.constantFrom('DRAFT', 'SUBMITTED'), async (c, status) => {
        const res = await trpc(t, token, 'orders.save', { orderName: 'Fuzzed order', status, cart: c }, 'mutation');
        expect(res.status, JSON.stringify(res.error)).toBeLessThan(500);
        if (res.status === 200) {
          const totals = res.data.totalsCents as Record<string, number>;
          for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
