import { sql } from 'drizzle-orm';
import type { PriceGroup } from '@portal/domain/customers/customer';
import type { MonthCount, WeekCount } from '@portal/domain/dashboard/dashboard-figures';
import type { TDashboardWaiting } from '@portal/domain/dashboard/dashboard-schemas';
import type { DbOrTx } from '../create-db';
import { adjustments } from '../schema/adjustments';
import { erpSync } from '../schema/erp-sync';
import { adminVisible, orderCounts, orders, orderTransitions } from '../schema/orders';
import { tickets } from '../schema/tickets';
import { users } from '../schema/users';
import { warrantyRequests } from '../schema/warranty';

// The staff dashboard's figures (issue 32, point 7): each counted where it is stored, over an
// index or a time window, never a walk of every order.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A status change, not an administrator's edit of the lines or the promise: those are kept in the
 * history as entries from a status to the same status (schema/orders.ts orderTransitions).
 */
const statusChange = sql`${orderTransitions.fromStatus} is distinct from ${orderTransitions.toStatus}`;

/** The start of a calendar day in the time zone, as an instant. */
const startOf = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The calendar day an instant column falls on in the time zone. */
const dayIn = (column: unknown, timeZone: string) => sql`(${column} at time zone ${timeZone})::date`;

/** Every waiting count: the adjustments' too, which the dashboard leaves out while that feature is off. */
export type WaitingCounts = Record<keyof TDashboardWaiting, number>;

/**
 * What waits for the staff, in one statement, each count written as its filtered list filters
 * (GET /api/admin/orders?status=SUBMITTED, ?erpSync=failed, ?late=true, users?approval=pending,
 * warranties?status=New, tickets?status=Open, adjustments?status=Awaiting_Reviewer), each over an
 * index on its predicate. The orders to approve are summed from the per-customer counters, as the
 * list's total is (a few hundred rows, where counting the orders walked every submitted one: 17
 * ms for 20,000). `today` is the portal's (yyyy-mm-dd): an order promised before it is late.
 */
export async function countWaiting(db: DbOrTx, today: string): Promise<WaitingCounts> {
  const result = await db.execute(sql`select
      (select coalesce(sum(${orderCounts.n}), 0)::int from ${orderCounts} where ${orderCounts.status} = 'SUBMITTED') as "ordersToApprove",
      (select count(*)::int from ${users} where ${users.isApproved} = false) as "registrationsToApprove",
      (select count(*)::int from ${warrantyRequests} where ${warrantyRequests.status} = 'New') as "newWarranties",
      (select count(*)::int from ${tickets} where ${tickets.status} in ('New', 'In Progress')) as "openTickets",
      (select count(*)::int from ${adjustments} where ${adjustments.status} = 'Awaiting_Reviewer') as "adjustmentsToReview",
      (select count(*)::int from ${erpSync} join ${orders} on ${orders.id} = ${erpSync.orderId}
        where ${erpSync.status} = 'failed' and ${adminVisible(orders)}) as "erpSyncFailed",
      (select count(*)::int from ${orders} where ${orders.status} = 'APPROVED' and ${orders.promisedShipDate} < ${today}::date) as "lateOrders"`);
  const [row] = rowsOf<WaitingCounts>(result);
  if (!row) throw new Error('the waiting counts answered no row');
  return row;
}

/**
 * Submitted orders by ISO week (in the time zone) and currency, from `firstDay` on: each order
 * once, in the week of its latest submission, whatever became of it since (approved, rejected,
 * shipped); its total as stored now, cents summed exactly (numeric) and sent as text. The
 * submissions are read from the transitions' (to_status, at) index, the window's only.
 */
export async function countSubmittedByWeek(db: DbOrTx, params: { firstDay: string; timeZone: string }): Promise<WeekCount[]> {
  const { firstDay, timeZone } = params;
  const result = await db.execute(sql`with submitted as (
      select distinct on (${orderTransitions.orderId}) ${orderTransitions.orderId} as order_id, ${orderTransitions.at} as at
      from ${orderTransitions}
      where ${orderTransitions.toStatus} = 'SUBMITTED' and ${statusChange} and ${orderTransitions.at} >= ${startOf(firstDay, timeZone)}
      order by ${orderTransitions.orderId}, ${orderTransitions.at} desc)
    select to_char(${dayIn(sql`s.at`, timeZone)}, 'IYYY-"W"IW') as week, ${orders.priceGroup} as currency,
      count(*)::int as count, sum(${orders.totalPrice})::text as cents
    from submitted s join ${orders} on ${orders.id} = s.order_id
    group by 1, 2`);
  return rowsOf<{ week: string; currency: PriceGroup; count: number; cents: string }>(result).map((r) => ({ ...r, cents: Number(r.cents) }));
}

/**
 * The hours from submission to approval of every approval since `since`: the approval is a change
 * to APPROVED, the submission the order's latest change to SUBMITTED before it (an order submitted
 * twice counts from the second); an approval with no submission before it (an imported order) is
 * left out. Approvals come from the (to_status, at) index, each submission from the order's history.
 */
export async function approvalHoursSince(db: DbOrTx, since: Date): Promise<number[]> {
  const result = await db.execute(sql`select extract(epoch from (a.at - s.at))::float8 / 3600 as hours
    from ${orderTransitions} a
    cross join lateral (
      select ${orderTransitions.at} as at from ${orderTransitions}
      where ${orderTransitions.orderId} = a.order_id and ${orderTransitions.toStatus} = 'SUBMITTED' and ${statusChange} and ${orderTransitions.at} <= a.at
      order by ${orderTransitions.at} desc limit 1) s
    where a.to_status = 'APPROVED' and a.from_status is distinct from a.to_status and a.at >= ${since.toISOString()}::timestamptz`);
  return rowsOf<{ hours: number | string }>(result).map((r) => Number(r.hours));
}

/**
 * Shipped orders that had a promise, by month of shipment (in the time zone), from `firstDay` on,
 * and how many shipped on or before the promised day (the shipping day in the time zone against
 * the date). Orders shipped without a promise (before promises existed) are left out.
 */
export async function countShippedByMonth(db: DbOrTx, params: { firstDay: string; timeZone: string }): Promise<MonthCount[]> {
  const { firstDay, timeZone } = params;
  const shippedDay = dayIn(orders.shippingDate, timeZone);
  const result = await db.execute(sql`select to_char(${shippedDay}, 'YYYY-MM') as month, count(*)::int as shipped,
      (count(*) filter (where ${shippedDay} <= ${orders.promisedShipDate}))::int as "onTime"
    from ${orders}
    where ${orders.status} = 'Shipped' and ${orders.promisedShipDate} is not null and ${orders.shippingDate} >= ${startOf(firstDay, timeZone)}
    group by 1`);
  return rowsOf<MonthCount>(result);
}
