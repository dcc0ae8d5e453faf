import { addDays, weeksEndingWith } from '@portal/domain/dashboard/dashboard-calendar';
import { storedVitalValue } from '@portal/domain/vitals/vitals-figures';
import { vitalsReportRows } from '@portal/domain/vitals/vitals-report';
import { vitalsLimits, type TVitalsBeacon, type TVitalsReport } from '@portal/domain/vitals/vitals-schemas';
import { countVitalValuesByWeek, insertVitalValues, rollUpVitalValues } from '@portal/db/queries/vitals';
import type { AppDeps } from '../../app-deps';
import { portalToday } from '../lead-times/service';

/** The most raw values one beacon rolls up: a bounded statement per beacon, and beacons outnumber what they bring (40 values at most each). */
export const rollUpPerBeacon = 1000;

/** Real-user speed (issue 33): anonymous beacons in, the administrators' weekly p75s out. */
export function createVitalsService(deps: AppDeps) {
  const { db, config, limits } = deps;
  return {
    /**
     * Keeps one beacon's values (rounded as stored, on the portal's today) and, in the same
     * transaction, rolls up a bounded batch of raw values older than the raw table keeps: no job or
     * timer, and no beacon does unbounded work. Counted per address first: a refused beacon writes nothing.
     */
    async record(beacon: TVitalsBeacon, ip: string): Promise<void> {
      await limits.vitalsBeacon(ip);
      const day = portalToday(config);
      const { route, deviceClass } = beacon;
      const values = beacon.metrics.map((m) => ({ day, route, deviceClass, metric: m.name, value: storedVitalValue(m.name, m.value) }));
      await db.transaction(async (tx) => {
        await insertVitalValues(tx, values);
        await rollUpVitalValues(tx, { beforeDay: addDays(day, -vitalsLimits.rawDays), limit: rollUpPerBeacon });
      });
    },

    /** The last `weeks` ISO weeks (this one included, the portal's time zone), from the raw values and the daily counts alike. */
    async report(weeks: number): Promise<TVitalsReport> {
      const { firstDay } = weeksEndingWith(portalToday(config), weeks);
      return { rows: vitalsReportRows(await countVitalValuesByWeek(db, { firstDay })) };
    },
  };
}
