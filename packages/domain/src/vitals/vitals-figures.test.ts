import { describe, expect, it } from 'vitest';
import { missesTarget, p75OfCounts, storedVitalValue } from './vitals-figures';
import { ZVitalsBeacon } from './vitals-schemas';

describe('p75 by nearest rank', () => {
  it('is the smallest value with three quarters of the count at or below it', () => {
    const one = (value: number) => ({ value, count: 1 });
    expect(p75OfCounts([1, 2, 3, 4].map(one))).toBe(3);
    expect(p75OfCounts([4, 1, 3, 2, 5].map(one))).toBe(4);
    expect(p75OfCounts([one(10)])).toBe(10);
    expect(
      p75OfCounts([
        { value: 100, count: 3 },
        { value: 900, count: 1 },
      ]),
    ).toBe(100);
    expect(
      p75OfCounts([
        { value: 100, count: 2 },
        { value: 900, count: 2 },
      ]),
    ).toBe(900);
    expect(p75OfCounts([])).toBeNull();
  });

  it('stores milliseconds whole and CLS to the thousandth, and marks a p75 over its target', () => {
    expect(storedVitalValue('LCP', 1234.56)).toBe(1235);
    expect(storedVitalValue('CLS', 0.12345)).toBe(0.123);
    expect(missesTarget('INP', 100)).toBe(false);
    expect(missesTarget('INP', 101)).toBe(true);
    expect(missesTarget('LCP', null)).toBe(false);
  });
});

describe('a beacon', () => {
  it('takes a route pattern, a device class and metrics, and names what is wrong', () => {
    const ok = { route: '/store/:id?', deviceClass: 'mobile', metrics: [{ name: 'LCP', value: 1200.4 }] };
    expect(ZVitalsBeacon.safeParse(ok).success).toBe(true);
    const paths = (body: unknown) => (ZVitalsBeacon.safeParse(body).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths({ ...ok, route: 'https://x.example/store' })).toEqual(['route']);
    expect(paths({ ...ok, deviceClass: 'tablet' })).toEqual(['deviceClass']);
    expect(paths({ ...ok, metrics: [{ name: 'FID', value: 1 }] })).toEqual(['metrics.0.name']);
    expect(paths({ ...ok, metrics: [{ name: 'CLS', value: 1e9 }] })).toEqual(['metrics.0.value']);
    expect(paths({ ...ok, email: 'a@b.c' })).toEqual(['']);
  });
});
