import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Real-user speed (issue 33): one row per value a page sent, kept 7 days (vitalsLimits.rawDays),
 * then rolled up into vitalsDaily by the beacons themselves (queries/vitals.ts). Anonymous by
 * design: no account, address or browser, only the day (the portal's time zone), the route's
 * pattern and the class of device.
 */
export const vitalsRaw = pgTable(
  'vitals_raw',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    deviceClass: text('device_class').notNull(),
    metric: text('metric').notNull(),
    /** As storedVitalValue rounds it: whole milliseconds, CLS to the thousandth. */
    value: doublePrecision('value').notNull(),
  },
  // The roll-up takes the oldest days first, the report a window of days.
  (t) => [index('vitals_raw_day_idx').on(t.day)],
);

/** Values older than the raw table keeps, counted per day, route, class of device, metric and value: the report reads both. */
export const vitalsDaily = pgTable(
  'vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    deviceClass: text('device_class').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.deviceClass, t.metric, t.value] })],
);
