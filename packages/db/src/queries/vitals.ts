import { sql } from 'drizzle-orm';
import type { DeviceClass, VitalName } from '@portal/domain/vitals/vitals-schemas';
import type { VitalValueCount } from '@portal/domain/vitals/vitals-report';
import type { DbOrTx } from '../create-db';
import { vitalsDaily, vitalsRaw } from '../schema/vitals';

// Real-user speed (issue 33): raw values for a week, rolled up per day after; the report reads both.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface NewVitalValue {
  day: string;
  route: string;
  deviceClass: DeviceClass;
  metric: VitalName;
  value: number;
}

/** One beacon's values, one row each, in one statement. */
export async function insertVitalValues(db: DbOrTx, values: readonly NewVitalValue[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(vitalsRaw).values([...values]);
}

/**
 * Moves raw values received before `beforeDay` into the daily counts, at most `limit` of them
 * (the oldest first), in one statement: deleted from the raw table and added to the counts of
 * their day, route, class of device, metric and value. A value is in exactly one of the two
 * tables at any time, so the report's figures do not change. Rows another transaction is moving
 * are skipped (it moves them), and the counts are written in key order, so two beacons never
 * wait on each other in a circle. Answers how many values moved.
 */
export async function rollUpVitalValues(db: DbOrTx, params: { beforeDay: string; limit: number }): Promise<number> {
  const result = await db.execute(sql`with moved as (
      delete from ${vitalsRaw} where ${vitalsRaw.id} in (
        select ${vitalsRaw.id} from ${vitalsRaw} where ${vitalsRaw.day} < ${params.beforeDay}::date
        order by ${vitalsRaw.day}, ${vitalsRaw.id} limit ${params.limit} for update skip locked)
      returning ${vitalsRaw.day} as day, ${vitalsRaw.route} as route, ${vitalsRaw.deviceClass} as device_class,
        ${vitalsRaw.metric} as metric, ${vitalsRaw.value} as value),
    counted as (
      select day, route, device_class, metric, value, count(*)::int as n from moved
      group by day, route, device_class, metric, value order by day, route, device_class, metric, value),
    added as (
      insert into ${vitalsDaily} (day, route, device_class, metric, value, count)
      select day, route, device_class, metric, value, n from counted
      on conflict (day, route, device_class, metric, value) do update set count = ${vitalsDaily.count} + excluded.count
      returning 1)
    select coalesce(sum(n), 0)::int as moved from counted`);
  return rowsOf<{ moved: number }>(result)[0]?.moved ?? 0;
}

/**
 * How many times each value of each metric was received per ISO week (of the day it was received
 * in, 'IYYY-"W"IW' as isoWeekOf writes it), route and class of device, from `firstDay` on: the
 * raw values counted and the daily counts summed.
 */
export async function countVitalValuesByWeek(db: DbOrTx, params: { firstDay: string }): Promise<VitalValueCount[]> {
  const { firstDay } = params;
  const result = await db.execute(sql`select to_char(v.day, 'IYYY-"W"IW') as week, v.route, v.device_class as "deviceClass",
      v.metric as name, v.value, sum(v.n)::int as count
    from (
      select ${vitalsRaw.day} as day, ${vitalsRaw.route} as route, ${vitalsRaw.deviceClass} as device_class, ${vitalsRaw.metric} as metric,
        ${vitalsRaw.value} as value, count(*)::int as n
      from ${vitalsRaw} where ${vitalsRaw.day} >= ${firstDay}::date group by 1, 2, 3, 4, 5
      union all
      select ${vitalsDaily.day}, ${vitalsDaily.route}, ${vitalsDaily.deviceClass}, ${vitalsDaily.metric}, ${vitalsDaily.value}, ${vitalsDaily.count}
      from ${vitalsDaily} where ${vitalsDaily.day} >= ${firstDay}::date) v
    group by 1, 2, 3, 4, 5`);
  return rowsOf<VitalValueCount>(result).map((r) => ({ ...r, value: Number(r.value) }));
}
