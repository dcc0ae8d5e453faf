import { describe, expect, it } from 'vitest';
import { vitalsReportRows, type VitalValueCount } from './vitals-report';

const count = (week: string, route: string, deviceClass: 'mobile' | 'desktop', name: VitalValueCount['name'], value: number, n = 1): VitalValueCount => ({
  week,
  route,
  deviceClass,
  name,
  value,
  count: n,
});

describe('the speed report', () => {
  it("takes each metric's p75 by nearest rank over a week's values, with their count, and null where a metric has none", () => {
    const rows = vitalsReportRows([
      ...[100, 200, 300, 400].map((v) => count('2026-W49', '/store', 'mobile', 'LCP', v)),
      count('2026-W49', '/store', 'mobile', 'CLS', 0.05, 3),
      count('2026-W49', '/store', 'mobile', 'CLS', 0.3, 1),
    ]);
    expect(rows).toEqual([
      {
        week: '2026-W49',
        route: '/store',
        deviceClass: 'mobile',
        lcp: { p75: 300, count: 4 },
        inp: { p75: null, count: 0 },
        cls: { p75: 0.05, count: 4 },
        ttfb: { p75: null, count: 0 },
      },
    ]);
  });

  it('adds the counts of a value counted twice (raw and rolled up) and keeps weeks, routes and devices apart', () => {
    const rows = vitalsReportRows([
      count('2026-W48', '/orders', 'desktop', 'INP', 80, 2),
      count('2026-W48', '/orders', 'desktop', 'INP', 80, 1),
      count('2026-W48', '/orders', 'desktop', 'INP', 500, 1),
      count('2026-W49', '/store', 'mobile', 'TTFB', 900),
      count('2026-W49', '/store', 'desktop', 'TTFB', 100),
      count('2026-W49', '/admin', 'mobile', 'TTFB', 100),
      count('2025-W52', '/store', 'mobile', 'TTFB', 100),
    ]);
    expect(rows.map((r) => `${r.week} ${r.route} ${r.deviceClass}`)).toEqual([
      '2026-W49 /admin mobile',
      '2026-W49 /store desktop',
      '2026-W49 /store mobile',
      '2026-W48 /orders desktop',
      '2025-W52 /store mobile',
    ]);
    expect(rows[3]?.inp).toEqual({ p75: 80, count: 4 });
    expect(vitalsReportRows([])).toEqual([]);
  });
});
