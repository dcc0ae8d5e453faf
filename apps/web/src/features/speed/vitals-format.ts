import { mondayOfIsoWeek } from '@portal/domain/dashboard/dashboard-calendar';
import { vitalTargets } from '@portal/domain/vitals/vitals-figures';
import type { DeviceClass, VitalName } from '@portal/domain/vitals/vitals-schemas';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A p75 as people read it: '1.85 s' from a second on, '84 ms' under it, a CLS to two decimals ('0.08'); '—' without values. */
export function formatVital(name: VitalName, value: number | null): string {
  if (value === null) return '—';
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** A target as it is said: '2 s', '100 ms', '0.1'. */
const targetInWords = (name: VitalName) => {
  const target = vitalTargets[name];
  if (name === 'CLS') return String(target);
  return target >= 1000 ? `${target / 1000} s` : `${target} ms`;
};

/** What a p75 over its target says beside it, in words as well as red: 'Over 2 s'. */
export const overTarget = (name: VitalName) => `Over ${targetInWords(name)}`;

/** The targets in one line, for the page's introduction. */
export const targetsInWords = (names: readonly VitalName[]) => names.map((name) => `${name} ${targetInWords(name)}`).join(', ');

/** A week as its Monday reads on an axis: 'Nov 23'. */
export const weekStart = (week: string) => shortDay.format(new Date(`${mondayOfIsoWeek(week)}T00:00:00Z`));

/** A week in words, for the tables: '2026-W48 (from Nov 23)'. */
export const weekInWords = (week: string) => `${week} (from ${weekStart(week)})`;

/** A device class as the page names it: the API's 'mobile' is any window under 960 px wide. */
export const deviceLabels: Record<DeviceClass, string> = { mobile: 'Mobile', desktop: 'Desktop' };
