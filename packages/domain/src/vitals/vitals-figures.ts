import type { VitalName } from './vitals-schemas';

/**
 * A value as it is stored: milliseconds to the whole millisecond, CLS to the thousandth. Equal
 * stored values are counted together, so a day's values of one route and metric take as many rows
 * as it has distinct values, and a percentile over them is the one over the values themselves.
 */
export function storedVitalValue(name: VitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** The 75th percentile by nearest rank (the smallest value with at least 75 % of the count at or below it) of values with their counts; null without any. */
export function p75OfCounts(values: readonly { value: number; count: number }[]): number | null {
  const total = values.reduce((n, v) => n + v.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const v of [...values].sort((a, b) => a.value - b.value)) {
    seen += v.count;
    if (seen >= rank) return v.value;
  }
  return null;
}

/**
 * The targets a p75 is held to on the Speed page (issue 33): a page's LCP under 2 s and a tap
 * answered within 100 ms (the targets for every main route); CLS and TTFB at the
 * web-vitals library's "good" thresholds (0.1; 800 ms).
 */
export const vitalTargets: Record<VitalName, number> = { LCP: 2000, INP: 100, CLS: 0.1, TTFB: 800 };

export const missesTarget = (name: VitalName, p75: number | null) => p75 !== null && p75 > vitalTargets[name];
