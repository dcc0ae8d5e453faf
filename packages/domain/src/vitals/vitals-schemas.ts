import { z } from 'zod';

/** The four field metrics the portal's pages report (issue 33), as the web-vitals library names them. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** A viewport under 960 px wide (Mantine's `md`, where the store stacks its cart below the form) is `mobile`. */
export const deviceClasses = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** What one beacon may hold: its body (8 KB at most, 413 above), its metrics, a route's length; and how many beacons an address may send a minute. */
export const vitalsLimits = { bodyBytes: 8 * 1024, metrics: 40, routeChars: 200, beaconsPerMinute: 60, rawDays: 7, maxWeeks: 26, defaultWeeks: 8 } as const;

/** The largest value kept of each metric: an LCP, INP or TTFB of 10 minutes (ms), a CLS of 100 are a broken clock, not a page. */
const largest: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000 };

export const ZVitalMetric = z
  .object({
    name: z.enum(vitalNames).describe('The metric: LCP, INP and TTFB in milliseconds, CLS unitless'),
    value: z.number().finite().min(0).describe('Its value as the web-vitals library reported it'),
  })
  .superRefine((metric, ctx) => {
    if (metric.value > largest[metric.name])
      ctx.addIssue({ code: 'custom', path: ['value'], message: `A ${metric.name} of at most ${largest[metric.name]} is kept` });
  })
  .meta({ id: 'VitalMetric', description: 'One measured value of one metric' });

export const ZVitalsBeacon = z
  .object({
    route: z
      .string()
      .min(1)
      .max(vitalsLimits.routeChars)
      .regex(/^\/[\w\-/:?*.]*$/, 'The route is the pattern the router names (e.g. /store/:id?), starting with /')
      .describe("The route's pattern as the portal's router names it, never the address itself (e.g. '/store/:id?')"),
    deviceClass: z.enum(deviceClasses).describe("'mobile' (a viewport under 960 px wide) or 'desktop'"),
    metrics: z
      .array(ZVitalMetric)
      .min(1)
      .max(vitalsLimits.metrics)
      .describe(`The metrics measured on that route since the last beacon (at most ${vitalsLimits.metrics})`),
  })
  .strict()
  .meta({
    id: 'VitalsBeacon',
    description: 'What a page sends of its speed: anonymous (no token, no personal data), batched, sent with navigator.sendBeacon',
  });
export type TVitalsBeacon = z.infer<typeof ZVitalsBeacon>;

export const ZVitalsQuery = z
  .object({
    weeks: z.coerce
      .number()
      .int()
      .min(1)
      .max(vitalsLimits.maxWeeks)
      .default(vitalsLimits.defaultWeeks)
      .describe(`How many weeks back, this one included (1 to ${vitalsLimits.maxWeeks}, default ${vitalsLimits.defaultWeeks})`),
  })
  .meta({ id: 'VitalsQuery' });

const ZVitalFigure = z
  .object({
    p75: z.number().min(0).nullable().describe('The 75th percentile by nearest rank (ms; CLS unitless); null without values'),
    count: z.number().int().min(0).describe('How many values it is of'),
  })
  .meta({ id: 'VitalFigure' });

export const ZVitalsRow = z
  .object({
    route: z.string().describe("The route's pattern"),
    deviceClass: z.enum(deviceClasses),
    week: z
      .string()
      .regex(/^\d{4}-W\d{2}$/)
      .describe("The ISO 8601 week the values were received in, in the portal's time zone ('2026-W49')"),
    lcp: ZVitalFigure,
    inp: ZVitalFigure,
    cls: ZVitalFigure,
    ttfb: ZVitalFigure,
  })
  .meta({ id: 'VitalsRow', description: "One route's field speed on one class of device in one week" });
export type TVitalsRow = z.infer<typeof ZVitalsRow>;

export const ZVitalsReport = z
  .object({ rows: z.array(ZVitalsRow).describe('Newest week first, then by route and device class') })
  .meta({ id: 'VitalsReport', description: 'The p75 of each field metric per route, device class and week' });
export type TVitalsReport = z.infer<typeof ZVitalsReport>;
