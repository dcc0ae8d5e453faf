import { z } from 'zod';
import { addWorkingDays } from './working-days';
import type { OrderStatus } from '../orders/order-status';

const days = (what: string) =>
  z
    .number({ error: `${what} must be a number of working days` })
    .int(`${what} must be a whole number of working days`)
    .min(0, `${what} must be 0 or more`)
    .max(365, `${what} must be at most 365`);

/**
 * The lead-time table (issue 32, GET|PUT /api/admin/lead-times): working days per product kind,
 * additions per option value (a line's additions add up), and the manufacturer's holidays.
 */
export const ZLeadTimes = z
  .strictObject({
    kinds: z.strictObject({ screens: days('kinds.screens'), roofs: days('kinds.roofs'), parts: days('kinds.parts') }),
    additions: z
      .array(
        z.strictObject({
          field: z
            .string()
            .trim()
            .min(1, 'field is required')
            .max(100)
            .describe("A field of the line's configuration, dotted for a nested one ('jobColor', 'colors.frameColor', 'options.Color')"),
          value: z.string().max(100).describe('The value that adds the days (compared as text)'),
          days: days('days'),
        }),
      )
      .max(200, 'At most 200 additions'),
    holidays: z.array(z.iso.date({ error: 'holidays are dates (yyyy-mm-dd)' })).max(400, 'At most 400 holidays'),
  })
  .meta({ id: 'LeadTimes', description: 'Working days per product kind, additions per option value, and the holidays' });
export type TLeadTimes = z.output<typeof ZLeadTimes>;

/** The table as the API answers it (the same fields, no parsing rules). */
export const ZLeadTimesView = z
  .object({
    kinds: z.object({ screens: z.number(), roofs: z.number(), parts: z.number() }),
    additions: z.array(z.object({ field: z.string(), value: z.string(), days: z.number() })),
    holidays: z.array(z.string()),
  })
  .meta({ id: 'LeadTimesView', description: 'Working days per product kind, additions per option value, and the holidays' });

/** What the store dates lines from: the table and today in the portal's time zone. */
export const ZStoreLeadTimes = ZLeadTimesView.extend({ today: z.string().describe("Today in the portal's time zone (yyyy-mm-dd)") }).meta({
  id: 'StoreLeadTimes',
  description: "The lead-time table and today in the portal's time zone: what the store's estimated ship dates are counted from",
});
export type TStoreLeadTimes = z.output<typeof ZStoreLeadTimes>;

/** Until an administrator saves a table: two weeks for screens, three for roofs, three days for parts, no additions. */
export const defaultLeadTimes: TLeadTimes = { kinds: { screens: 10, roofs: 15, parts: 3 }, additions: [], holidays: [] };

export type LineKind = keyof TLeadTimes['kinds'];

/** A configuration's value at a dotted path, as text; undefined where there is none. */
function valueAt(config: unknown, path: string): string | undefined {
  let at: unknown = config;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean' ? String(at) : undefined;
}

/** A line's lead time in working days: its kind's, plus every addition its configuration matches. */
export function lineLeadDays(table: TLeadTimes, kind: LineKind, config: unknown): number {
  return table.additions.reduce((sum, a) => (valueAt(config, a.field) === a.value ? sum + a.days : sum), table.kinds[kind]);
}

/** The day a line would ship if ordered `today` (a calendar day in the portal's time zone). */
export function estimatedShipDate(table: TLeadTimes, kind: LineKind, config: unknown, today: string): string {
  return addWorkingDays(today, lineLeadDays(table, kind, config), new Set(table.holidays));
}

/** The order's estimate: its slowest line's (null for an order without lines). */
export function orderShipDate(lineDates: readonly string[]): string | null {
  return lineDates.reduce<string | null>((latest, d) => (latest === null || d > latest ? d : latest), null);
}

/** Statuses whose lines are still estimated: the promise replaces the estimate at approval (server views and the store alike). */
export const isEstimated = (status: OrderStatus) =>
  status === 'IN_CART' || status === 'DRAFT' || status === 'AWAITING_DEALER_APPROVAL' || status === 'SUBMITTED';

/** The lines an estimate reads: each line's id and configuration, by kind. */
export interface EstimatedLines {
  screens: readonly { screenId: string; config: unknown }[];
  roofs: readonly { roofId: string; config: unknown }[];
  parts: readonly { partId: string; config: unknown }[];
}

/** Each line's estimated ship date (by line id) and the order's (its slowest line's), were it ordered `today`. */
export function orderEstimates(table: TLeadTimes, today: string, lines: EstimatedLines): { byLine: Map<string, string>; order: string | null } {
  const byLine = new Map<string, string>([
    ...lines.screens.map((l) => [l.screenId, estimatedShipDate(table, 'screens', l.config, today)] as const),
    ...lines.roofs.map((l) => [l.roofId, estimatedShipDate(table, 'roofs', l.config, today)] as const),
    ...lines.parts.map((l) => [l.partId, estimatedShipDate(table, 'parts', l.config, today)] as const),
  ]);
  return { byLine, order: orderShipDate([...byLine.values()]) };
}
