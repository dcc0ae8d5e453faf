import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalHoursOf, onTimeSeries, ordersPerWeekSeries, percentile } from './dashboard-figures';

describe('percentiles of approval hours (issue 32, the dashboard)', () => {
  it('interpolates between the closest ranks, as percentile_cont does', () => {
    expect(percentile([5, 10, 20, 48], 0.5)).toBe(15);
    expect(percentile([48, 5, 20, 10], 0.9)).toBeCloseTo(39.6, 10); // 20 + 0.7 × 28, whatever the order given
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([1, 2, 3], 1)).toBe(3);
    expect(percentile([], 0.5)).toBeNull();
    expect(() => percentile([1], 1.5)).toThrow('between 0 and 1');
  });

  it('lies between the smallest and the largest value and grows with p', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10_000, noNaN: true }), { minLength: 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (values, p) => {
        const at = percentile(values, p) ?? Number.NaN;
        expect(at).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
        expect(at).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
        expect(percentile(values, Math.min(1, p + 0.1)) ?? Number.NaN).toBeGreaterThanOrEqual(at - 1e-9);
      }),
    );
  });

  it('answers the median and the 90th percentile to a tenth of an hour, null without approvals', () => {
    expect(approvalHoursOf([5, 10, 20, 48])).toEqual({ p50: 15, p90: 39.6, approvals: 4 });
    expect(approvalHoursOf([1 / 3])).toEqual({ p50: 0.3, p90: 0.3, approvals: 1 });
    expect(approvalHoursOf([])).toEqual({ p50: null, p90: null, approvals: 0 });
  });
});

describe('the series', () => {
  it('lists every week once per currency, USD first, zero where nothing was submitted; cents become decimals once', () => {
    const series = ordersPerWeekSeries(
      ['2026-W47', '2026-W48'],
      [
        { week: '2026-W48', currency: 'CAD', count: 2, cents: 123_456 },
        { week: '2026-W48', currency: 'USD', count: 1, cents: 1 },
        { week: '2026-W40', currency: 'USD', count: 9, cents: 900 }, // outside the weeks asked for
      ],
    );
    expect(series).toEqual([
      { week: '2026-W47', currency: 'USD', count: 0, total: 0 },
      { week: '2026-W47', currency: 'CAD', count: 0, total: 0 },
      { week: '2026-W48', currency: 'USD', count: 1, total: 0.01 },
      { week: '2026-W48', currency: 'CAD', count: 2, total: 1234.56 },
    ]);
  });

  it('rates each month on-time over shipped, to four decimals, null in a month without a promised shipment', () => {
    expect(
      onTimeSeries(
        ['2026-10', '2026-11', '2026-12'],
        [
          { month: '2026-11', shipped: 3, onTime: 2 },
          { month: '2026-12', shipped: 2, onTime: 0 },
        ],
      ),
    ).toEqual([
      { month: '2026-10', rate: null, shipped: 0, onTime: 0 },
      { month: '2026-11', rate: 0.6667, shipped: 3, onTime: 2 },
      { month: '2026-12', rate: 0, shipped: 2, onTime: 0 },
    ]);
  });
});
