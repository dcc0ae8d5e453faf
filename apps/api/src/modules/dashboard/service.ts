import { weeksEndingWith, monthsEndingWith } from '@portal/domain/dashboard/dashboard-calendar';
import { approvalHoursOf, onTimeSeries, ordersPerWeekSeries } from '@portal/domain/dashboard/dashboard-figures';
import { dashboardWindows, type TDashboard } from '@portal/domain/dashboard/dashboard-schemas';
import { approvalHoursSince, countShippedByMonth, countSubmittedByWeek, countWaiting } from '@portal/db/queries/dashboard';
import type { AppDeps } from '../../app-deps';
import { portalToday } from '../lead-times/service';

const hourMs = 3_600_000;

/** The staff dashboard (issue 32, point 7): every figure read from stored data when asked, nothing kept between requests. */
export function createDashboardService(deps: AppDeps, settings: { get(): Promise<{ adjustmentsEnabled: boolean }> }) {
  const { db, config } = deps;
  return {
    async get(): Promise<TDashboard> {
      // Today, this week and this month are the portal's time zone's (PORTAL_TIME_ZONE), as lateness is.
      const today = portalToday(config);
      const timeZone = config.PORTAL_TIME_ZONE;
      const weeks = weeksEndingWith(today, dashboardWindows.weeks);
      const months = monthsEndingWith(today, dashboardWindows.months);
      const since = new Date(Date.now() - dashboardWindows.approvalDays * 24 * hourMs);
      // One after the other: PGlite runs one statement at a time anyway, and on PostgreSQL each is a few milliseconds.
      const waiting = await countWaiting(db, today);
      const { adjustmentsEnabled } = await settings.get();
      const byWeek = await countSubmittedByWeek(db, { firstDay: weeks.firstDay, timeZone });
      const hours = await approvalHoursSince(db, since);
      const byMonth = await countShippedByMonth(db, { firstDay: months.firstDay, timeZone });
      return {
        // While the feature is off its list answers 404: no count of a list no one can open.
        waiting: { ...waiting, adjustmentsToReview: adjustmentsEnabled ? waiting.adjustmentsToReview : null },
        ordersPerWeek: ordersPerWeekSeries(weeks.labels, byWeek),
        approvalHours: approvalHoursOf(hours),
        onTimeRate: onTimeSeries(months.labels, byMonth),
      };
    },
  };
}
