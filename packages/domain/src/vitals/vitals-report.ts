import { p75OfCounts } from './vitals-figures';
import { vitalNames, type DeviceClass, type TVitalsRow, type VitalName } from './vitals-schemas';

/** How many times one stored value of one metric was received on a route and class of device in an ISO week ('2026-W49'). */
export interface VitalValueCount {
  week: string;
  route: string;
  deviceClass: DeviceClass;
  name: VitalName;
  value: number;
  count: number;
}

/** Where a row holds each metric's figure. */
export const vitalFigureKey = { LCP: 'lcp', INP: 'inp', CLS: 'cls', TTFB: 'ttfb' } as const satisfies Record<VitalName, keyof TVitalsRow>;

/** Code-unit order, the same on every machine (no locale): routes are ASCII patterns. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The report's rows from counted values: one per week, route and class of device that received
 * any value, each metric's p75 by nearest rank over that week's values (null, count 0, where the
 * metric has none); newest week first, then by route and device class. ISO week labels sort as text.
 */
export function vitalsReportRows(counts: readonly VitalValueCount[]): TVitalsRow[] {
  const groups = new Map<string, { row: Pick<TVitalsRow, 'week' | 'route' | 'deviceClass'>; values: Map<VitalName, { value: number; count: number }[]> }>();
  for (const c of counts) {
    const key = JSON.stringify([c.week, c.route, c.deviceClass]);
    const group = groups.get(key) ?? { row: { week: c.week, route: c.route, deviceClass: c.deviceClass }, values: new Map() };
    groups.set(key, group);
    const values = group.values.get(c.name) ?? [];
    group.values.set(c.name, [...values, { value: c.value, count: c.count }]);
  }
  const rows = [...groups.values()].map(({ row, values }) => {
    const figures = Object.fromEntries(
      vitalNames.map((name) => {
        const of = values.get(name) ?? [];
        return [vitalFigureKey[name], { p75: p75OfCounts(of), count: of.reduce((n, v) => n + v.count, 0) }];
      }),
    ) as Pick<TVitalsRow, 'lcp' | 'inp' | 'cls' | 'ttfb'>;
    return { ...row, ...figures };
  });
  return rows.sort((a, b) => byText(b.week, a.week) || byText(a.route, b.route) || byText(a.deviceClass, b.deviceClass));
}
