import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertOrderTransition } from '@portal/db/queries/orders';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { addDays, isoWeekOf, mondayOf, monthOf, monthsEndingWith, weeksEndingWith } from '@portal/domain/dashboard/dashboard-calendar';
import type { TDashboard } from '@portal/domain/dashboard/dashboard-schemas';
import { calendarDayIn } from '@portal/domain/lead-times/working-days';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { setAdjustmentsEnabled } from '../adjustments/adjustments-test-kit';
import { trpc } from '../orders/orders-test-kit';

/**
 * Issue 32, point 7: the staff dashboard, a test per figure on known data written straight into
 * the tables (orders and their history with known instants), read through REST and tRPC alike.
 * The portal's time zone is Toronto, so a Sunday evening there is already Monday in UTC.
 */
const zone = 'America/Toronto';
let t: TestApp;
let admin: { token: string };
let today: string;
let dashboard: TDashboard;

/** The instant a wall-clock time of a day is in the portal's time zone, as PostgreSQL reads it. */
async function local(day: string, time: string): Promise<Date> {
  const result = await t.db.db.execute(sql`select ((${day}::date + ${time}::time) at time zone ${zone})::text as at`);
  return new Date((result as unknown as { rows: { at: string }[] }).rows[0]?.at ?? 'missing');
}
const hoursLater = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

interface Made {
  status: OrderStatus;
  currency?: PriceGroup;
  cents?: number;
  promised?: string | null;
  shipped?: Date | null;
  /** The history, oldest first: [from, to, at]. */
  history?: [OrderStatus | null, OrderStatus, Date][];
}

/** An order as the store would have written it, with the history given. */
async function order(name: string, made: Made): Promise<string> {
  const id = randomUUID();
  const currency = made.currency ?? 'USD';
  const customerId = currency === 'USD' ? 'C10000' : 'C20000';
  const stored = await insertOrder(t.db.db, {
    id,
    orderName: name,
    status: made.status,
    userDetails: {
      userName: 'Dana Dealer',
      email: 'dana@dashboard.example.com',
      bc_customer_id: customerId,
      bc_customer_displayName: 'Dashboard Shades',
      bc_customer_priceGroup: currency,
      bc_customer_tierRate: 0,
    },
    customerId,
    priceGroup: currency,
    tierRateBp: 0,
    dealerName: 'Dashboard Shades',
    screensTotal: 0,
    roofsTotal: 0,
    partsTotal: made.cents ?? 0,
    totalPrice: made.cents ?? 0,
    lines: { screens: [], roofs: [], parts: [] },
    promisedShipDate: made.promised ?? null,
    shippingDate: made.shipped ?? null,
  });
  if (!stored) throw new Error(`order ${name} not stored`);
  for (const [fromStatus, toStatus, at] of made.history ?? []) {
    await insertOrderTransition(t.db.db, { orderId: id, at, byName: 'Test', fromStatus, toStatus });
  }
  return id;
}

const userDetails = { userName: 'Dana Dealer', email: 'dana@dashboard.example.com', bc_customer_id: 'C10000', bc_customer_displayName: 'Dashboard Shades' };

/** What each chart should hold, from the same data as written below. */
const expected = { weeks: new Map<string, { count: number; cents: number }>(), months: new Map<string, { shipped: number; onTime: number }>() };
const submittedOn = (day: string, currency: PriceGroup, cents: number) => {
  const key = `${isoWeekOf(day)} ${currency}`;
  const week = expected.weeks.get(key) ?? { count: 0, cents: 0 };
  expected.weeks.set(key, { count: week.count + 1, cents: week.cents + cents });
};
const shippedOn = (day: string, onTime: boolean) => {
  const month = expected.months.get(monthOf(day)) ?? { shipped: 0, onTime: 0 };
  expected.months.set(monthOf(day), { shipped: month.shipped + 1, onTime: month.onTime + (onTime ? 1 : 0) });
};

async function readDashboard() {
  const rest = await t.call('GET', '/api/admin/dashboard', { token: admin.token });
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const viaTrpc = await trpc(t, admin.token, 'dashboard.get');
  expect(viaTrpc.status, JSON.stringify(viaTrpc.error)).toBe(200);
  expect(viaTrpc.data).toEqual(rest.body);
  return rest.body as TDashboard;
}

beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_TIME_ZONE: zone } });
  admin = await t.makeUser({ ...roles.superAdmin, email: 'desk@dashboard.example.com' });
  today = calendarDayIn(zone, new Date());
});
afterAll(() => t.close());

/** Every order, its history and the other rows the figures count, each figure's expectation noted beside it. */
async function writeKnownData() {
  const day = (n: number) => addDays(today, -n);
  const noon = (n: number) => local(day(n), '12:00');

  // Approved yesterday 5 hours after its submission; its sales order failed in the ERP.
  const approvedFailed = await order('Approved, sync failed', {
    status: 'APPROVED',
    cents: 100_000,
    promised: addDays(today, 10),
    history: [
      [null, 'SUBMITTED', await noon(1)],
      ['SUBMITTED', 'APPROVED', hoursLater(await noon(1), 5)],
    ],
  });
  submittedOn(day(1), 'USD', 100_000);

  // Submitted twice: counted once, in the week of the second, approved 10 hours after the second; promised today (not late yet).
  await order('Submitted twice', {
    status: 'APPROVED',
    cents: 25_050,
    promised: today,
    history: [
      [null, 'SUBMITTED', await noon(10)],
      ['SUBMITTED', 'IN_CART', await noon(9)],
      ['IN_CART', 'SUBMITTED', await noon(3)],
      ['SUBMITTED', 'APPROVED', hoursLater(await noon(3), 10)],
    ],
  });
  submittedOn(day(3), 'USD', 25_050);

  // Rejected: it was submitted (counted that week), never approved.
  await order('Rejected', {
    status: 'REJECTED',
    currency: 'CAD',
    cents: 9_999,
    history: [
      [null, 'SUBMITTED', await noon(2)],
      ['SUBMITTED', 'REJECTED', hoursLater(await noon(2), 3)],
    ],
  });
  submittedOn(day(2), 'CAD', 9_999);

  // Waiting for approval, in CAD.
  await order('Waiting, CAD', { status: 'SUBMITTED', currency: 'CAD', cents: 123_456, history: [[null, 'SUBMITTED', await noon(8)]] });
  submittedOn(day(8), 'CAD', 123_456);

  // Waiting, and an administrator changed its lines since (an entry from SUBMITTED to SUBMITTED): still submitted when it was.
  await order('Waiting, edited', {
    status: 'SUBMITTED',
    cents: 7_700,
    history: [
      [null, 'SUBMITTED', await noon(6)],
      ['SUBMITTED', 'SUBMITTED', await noon(1)],
    ],
  });
  submittedOn(day(6), 'USD', 7_700);

  // Sunday 22:00 in Toronto is Monday in UTC: it belongs to the week that Sunday ends.
  const lastSunday = addDays(mondayOf(today), -1);
  await order('Sunday evening', { status: 'SUBMITTED', currency: 'CAD', cents: 1_001, history: [[null, 'SUBMITTED', await local(lastSunday, '22:00')]] });
  submittedOn(lastSunday, 'CAD', 1_001);

  // Late: approved, promised yesterday; approved 20 hours after its submission a month ago.
  await order('Late', {
    status: 'APPROVED',
    cents: 50_000,
    promised: day(1),
    history: [
      [null, 'SUBMITTED', await noon(30)],
      ['SUBMITTED', 'APPROVED', hoursLater(await noon(30), 20)],
    ],
  });
  submittedOn(day(30), 'USD', 50_000);

  // Submitted and approved long ago, before promises were kept: outside the 12 weeks and the 90 days, shipped without a promise.
  await order('Long ago', {
    status: 'Shipped',
    cents: 40_000,
    shipped: await noon(90),
    history: [
      [null, 'SUBMITTED', await noon(100)],
      ['SUBMITTED', 'APPROVED', await noon(95)],
    ],
  });

  // Approved 89 days ago, 48 hours after a submission outside the 12 weeks: in the approvals, not in the weeks.
  await order('Approved 89 days ago', {
    status: 'APPROVED',
    cents: 30_000,
    promised: addDays(today, 5),
    history: [
      [null, 'SUBMITTED', hoursLater(await noon(89), -48)],
      ['SUBMITTED', 'APPROVED', await noon(89)],
    ],
  });

  // A draft: nobody's work yet. An order waiting for its team's own approval is not the administrators' work yet either.
  await order('Draft', { status: 'DRAFT', cents: 5_000 });
  await order('Awaiting the dealer', {
    status: 'AWAITING_DEALER_APPROVAL',
    cents: 6_000,
    history: [[null, 'AWAITING_DEALER_APPROVAL', await noon(2)]],
  });

  // Shipped: late (two days after the promise), on time (23:30 on the promised day in Toronto, already the next day in UTC),
  // without a promise (left out), and on time 13 months ago (outside the months).
  const shippedLate = await order('Shipped late', { status: 'Shipped', cents: 1_000, promised: day(10), shipped: await noon(8) });
  shippedOn(day(8), false);
  await order('Shipped on time', { status: 'Shipped', cents: 1_000, promised: day(5), shipped: await local(day(5), '23:30') });
  shippedOn(day(5), true);
  await order('Shipped without promise', { status: 'Shipped', cents: 1_000, shipped: await noon(3) });
  await order('Shipped long ago', { status: 'Shipped', cents: 1_000, promised: day(400), shipped: await noon(400) });

  // The ERP: one sales order refused, one sent.
  await t.db.db.execute(sql`insert into erp_sync (order_id, status, last_error) values (${approvedFailed}, 'failed', 'Customer blocked'),
    (${shippedLate}, 'sent', null)`);

  // Two registrations waiting; the administrator is approved.
  await t.makeUser({ fname: 'Wendy', lname: 'Waiting' });
  await t.makeUser({ fname: 'Walt', lname: 'Waiting' });

  // Warranty requests: two New, one Closed.
  for (const status of ['New', 'New', 'Closed'] as const) {
    await t.db.db.execute(sql`insert into warranty_requests (id, order_id, order_name, order_portal_number, customer_id, dealer_name, user_details,
        status, message, items, items_count, history)
      select ${randomUUID()}, id, order_name, portal_number, customer_id, dealer_name, ${JSON.stringify(userDetails)}::jsonb, ${status}, 'Torn fabric',
        '[]'::jsonb, 0, '[]'::jsonb from orders where id = ${approvedFailed}`);
  }

  // Tickets: New and In Progress are open, Closed is not.
  for (const [status, isOpen] of [
    ['New', true],
    ['In Progress', true],
    ['Closed', false],
  ] as const) {
    await t.db.db.execute(sql`insert into tickets (name, type, message, status, is_open, customer_id, user_details, dealer_name)
      values ('Help', 'Support', 'Please call', ${status}, ${isOpen}, 'C10000', ${JSON.stringify({ ...userDetails, bc_customer_priceGroup: 'USD' })}::jsonb,
        'Dashboard Shades')`);
  }

  // Adjustments: one awaiting its reviewer, one still the dealer's draft.
  for (const status of ['Awaiting_Reviewer', 'Draft'] as const) {
    await t.db.db.execute(sql`insert into adjustments (id, order_id, customer_id, description, status)
      values (${randomUUID()}, ${approvedFailed}, 'C10000', 'Adjustment', ${status})`);
  }
}

describe('GET /api/admin/dashboard (issue 32, point 7)', () => {
  it('answers zeros, an empty series per currency and null percentiles and rates before any order', async () => {
    const empty = await readDashboard();
    expect(empty.waiting).toEqual({
      ordersToApprove: 0,
      registrationsToApprove: 0,
      newWarranties: 0,
      openTickets: 0,
      adjustmentsToReview: null,
      erpSyncFailed: 0,
      lateOrders: 0,
    });
    expect(empty.ordersPerWeek).toHaveLength(24);
    expect(empty.ordersPerWeek.every((w) => w.count === 0 && w.total === 0)).toBe(true);
    expect(empty.approvalHours).toEqual({ p50: null, p90: null, approvals: 0 });
    expect(empty.onTimeRate).toHaveLength(12);
    expect(empty.onTimeRate.every((m) => m.rate === null && m.shipped === 0 && m.onTime === 0)).toBe(true);
  });
});

describe('GET /api/admin/dashboard on known data (issue 32, point 7)', () => {
  beforeAll(async () => {
    await writeKnownData();
    dashboard = await readDashboard();
  });

  it('counts what waits for action', () => {
    expect(dashboard.waiting).toEqual({
      ordersToApprove: 3,
      registrationsToApprove: 2,
      newWarranties: 2,
      openTickets: 2,
      adjustmentsToReview: null, // the feature is off
      erpSyncFailed: 1,
      lateOrders: 1,
    });
  });

  it('counts each as its filtered list does: the tile and the list agree', async () => {
    await setAdjustmentsEnabled(t, true);
    try {
      const { waiting } = await readDashboard();
      expect(waiting.adjustmentsToReview).toBe(1);
      const total = async (path: string) => {
        const res = await t.call('GET', path, { token: admin.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.total as number;
      };
      expect({
        ordersToApprove: await total('/api/admin/orders?status=SUBMITTED'),
        registrationsToApprove: await total('/api/admin/users?approval=pending'),
        newWarranties: await total('/api/admin/warranties?status=New'),
        openTickets: await total('/api/admin/tickets?status=Open'),
        adjustmentsToReview: await total('/api/admin/adjustments?status=Awaiting_Reviewer'),
        erpSyncFailed: await total('/api/admin/orders?erpSync=failed'),
        lateOrders: await total('/api/admin/orders?late=true'),
      }).toEqual(waiting);
    } finally {
      await setAdjustmentsEnabled(t, false);
    }
  });

  it("lists the orders submitted in each of the last 12 weeks per currency, each once, in its latest submission's week (Toronto's)", () => {
    const { labels } = weeksEndingWith(today, 12);
    expect(dashboard.ordersPerWeek.map((w) => `${w.week} ${w.currency}`)).toEqual(labels.flatMap((week) => [`${week} USD`, `${week} CAD`]));
    for (const week of dashboard.ordersPerWeek) {
      const { count = 0, cents = 0 } = expected.weeks.get(`${week.week} ${week.currency}`) ?? {};
      expect(week, `${week.week} ${week.currency}`).toEqual({ ...week, count, total: cents / 100 });
    }
    // Everything written within the weeks, and nothing else: the rejected order too, not the draft, the one awaiting its dealer nor the old ones.
    const counted = dashboard.ordersPerWeek.reduce((n, w) => n + w.count, 0);
    expect(counted).toBe(7);
  });

  it('takes the median and 90th percentile of the hours from (latest) submission to approval over the last 90 days', () => {
    // 5, 10 (not 178: the second submission counts), 20 and 48 hours; the approval of 95 days ago is outside.
    expect(dashboard.approvalHours).toEqual({ p50: 15, p90: 39.6, approvals: 4 });
  });

  it("rates shipments on or before the promised day (Toronto's day) by month of shipment, leaving out those without a promise", () => {
    const { labels } = monthsEndingWith(today, 12);
    expect(dashboard.onTimeRate.map((m) => m.month)).toEqual(labels);
    for (const month of dashboard.onTimeRate) {
      const { shipped = 0, onTime = 0 } = expected.months.get(month.month) ?? {};
      expect(month).toEqual({ month: month.month, shipped, onTime, rate: shipped === 0 ? null : onTime / shipped });
    }
    expect(dashboard.onTimeRate.reduce((n, m) => n + m.shipped, 0)).toBe(2);
    expect(dashboard.onTimeRate.reduce((n, m) => n + m.onTime, 0)).toBe(1);
  });
});
