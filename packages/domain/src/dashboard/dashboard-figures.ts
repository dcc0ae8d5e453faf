import { priceGroups, type PriceGroup } from '../customers/customer';
import type { TDashboardApprovalHours, TDashboardOnTimeMonth, TDashboardOrdersWeek } from './dashboard-schemas';

/**
 * The dashboard's figures from what the database counted (issue 32, point 7): the database sums
 * and groups, these fill the series and take the percentiles, so each rule is written once.
 */

/**
 * The p-th percentile (0 to 1) of the values, interpolated between the closest ranks as
 * PostgreSQL's percentile_cont and a spreadsheet's PERCENTILE.INC do: null of no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new Error(`a percentile is between 0 and 1: ${p}`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** The median and 90th percentile of the hours each approval took, to a tenth of an hour. */
export function approvalHoursOf(hours: readonly number[]): TDashboardApprovalHours {
  return { p50: oneDecimal(percentile(hours, 0.5)), p90: oneDecimal(percentile(hours, 0.9)), approvals: hours.length };
}

/** One week's count and summed cents in one currency, as the database grouped them. */
export interface WeekCount {
  week: string;
  currency: PriceGroup;
  count: number;
  cents: number;
}

/**
 * Every week of `weeks` once per currency (USD then CAD), oldest first, 0 where nothing was
 * submitted: a stable series an integrator can chart without filling gaps. Cents become the
 * currency's decimal once, here.
 */
export function ordersPerWeekSeries(weeks: readonly string[], counted: readonly WeekCount[]): TDashboardOrdersWeek[] {
  const byKey = new Map(counted.map((c) => [`${c.week} ${c.currency}`, c]));
  return weeks.flatMap((week) =>
    priceGroups.map((currency) => {
      const found = byKey.get(`${week} ${currency}`);
      return { week, currency, count: found?.count ?? 0, total: (found?.cents ?? 0) / 100 };
    }),
  );
}

/** One month's shipped orders that had a promise, and how many of them shipped on or before it. */
export interface MonthCount {
  month: string;
  shipped: number;
  onTime: number;
}

/** Every month of `months`, oldest first: the rate to four decimals, null in a month without a promised shipment. */
export function onTimeSeries(months: readonly string[], counted: readonly MonthCount[]): TDashboardOnTimeMonth[] {
  const byMonth = new Map(counted.map((c) => [c.month, c]));
  return months.map((month) => {
    const { shipped = 0, onTime = 0 } = byMonth.get(month) ?? {};
    return { month, rate: shipped === 0 ? null : Math.round((onTime / shipped) * 10_000) / 10_000, shipped, onTime };
  });
}
