import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildServer } from '@portal/api/server';
import { testConfig } from '@portal/api/config';
import { openSession } from '@portal/api/auth/sessions';
import { createDb, type DbHandle } from '@portal/db/create-db';
import { approvalHoursSince, countShippedByMonth, countSubmittedByWeek, countWaiting } from '@portal/db/queries/dashboard';
import { monthsEndingWith, weeksEndingWith } from '@portal/domain/dashboard/dashboard-calendar';
import { calendarDayIn } from '@portal/domain/lead-times/working-days';
import { percentileOf, timedRuns } from './median';
import { seedOrders } from './orders';

const orderCount = 200_000;
const runs = 200;
const zone = 'America/Toronto';

async function timed(runsOf: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times = await timedRuns(work, runsOf);
  return { p50: percentileOf(times, 0.5), p95: percentileOf(times, 0.95) };
}

/** The orders bench's 200,000 orders, with promises as approvals fix them and some sales orders the ERP refused. */
async function seed(db: DbHandle['db'], databaseUrl: string) {
  await seedOrders(db, databaseUrl, orderCount);
  // Promises as approvals fix them: ten days after the approval; shipments 5 to 14 days after it, so some are late.
  await db.execute(sql`update orders o set promised_ship_date = (t.at at time zone ${zone})::date + 10
    from order_transitions t where t.order_id = o.id and t.to_status = 'APPROVED' and o.status in ('APPROVED', 'Shipped')`);
  await db.execute(
    sql`update orders set shipping_date = least(now(), created_at + (5 + (hashtext(id::text) & 9)) * interval '1 day') where status = 'Shipped'`,
  );
  await db.execute(sql`insert into erp_sync (order_id, status, last_error)
    select id, case when hashtext(id::text) % 500 = 0 then 'failed' else 'sent' end, null from orders where status in ('APPROVED', 'Shipped')`);
  const vacuum = new pg.Client({ connectionString: databaseUrl });
  await vacuum.connect();
  await vacuum.query('VACUUM ANALYZE');
  await vacuum.end();
}

/**
 * The staff dashboard (issue 32, point 7) on PostgreSQL with 200,000 orders over about 9 months
 * (the orders bench's data, bench/orders.ts), every approved and shipped order with a promise:
 * each statement alone, then GET /api/admin/dashboard through real HTTP. Needs DATABASE_URL.
 */
export async function benchDashboard() {
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('\ndashboard: skipped (set DATABASE_URL to a PostgreSQL server to measure the dashboard)');
    return;
  }
  console.log(`\ndashboard (PostgreSQL, ${orderCount.toLocaleString('en-US')} orders, ${runs} runs each; p50 and p95)`);
  // BENCH_DASHBOARD_DB=<name> keeps the seeded database for the next run (seeding takes a minute or two).
  // eslint-disable-next-line no-restricted-properties
  const kept = process.env.BENCH_DASHBOARD_DB;
  const name = kept ?? `portal_bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dbHandle = await createDb({ databaseUrl: target.toString() });
  const app = await buildServer({ config: testConfig({ DATABASE_URL: target.toString(), PORTAL_TIME_ZONE: zone }), dbHandle });
  try {
    const db = dbHandle.db;
    if (!exists) {
      // Seeding runs statements of minutes: a handle of its own without the server's 3 s statement timeout.
      const seeding = await createDb({ databaseUrl: target.toString(), timeouts: { connectMs: 10_000, statementMs: 900_000, idleInTransactionMs: 900_000 } });
      try {
        await seed(seeding.db, target.toString());
      } finally {
        await seeding.close();
      }
    }
    const today = calendarDayIn(zone, new Date());
    const since = new Date(Date.now() - 90 * 86_400_000);
    const statements: [string, () => Promise<unknown>][] = [
      ['waiting counts (7 counts, one statement)', () => countWaiting(db, today)],
      ['orders per week (12 weeks)', () => countSubmittedByWeek(db, { firstDay: weeksEndingWith(today, 12).firstDay, timeZone: zone })],
      ['approval hours (90 days)', () => approvalHoursSince(db, since)],
      ['on-time rate (12 months)', () => countShippedByMonth(db, { firstDay: monthsEndingWith(today, 12).firstDay, timeZone: zone })],
    ];
    for (const [label, work] of statements) {
      const { p50, p95 } = await timed(runs, work);
      console.log(`${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms`);
    }
    const adminRow = (await db.execute(sql`select id from users where email = 'admin@bench.example.com'`)) as unknown as { rows: { id: string }[] };
    const token = await openSession(app.deps, { id: adminRow.rows[0]?.id ?? '', tokenVersion: 0 });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    let bytes = 0;
    const { p50, p95 } = await timed(runs, async () => {
      const res = await fetch(`${address}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      if (!res.ok) throw new Error(`GET /api/admin/dashboard: ${res.status} ${body.slice(0, 200)}`);
      bytes = Buffer.byteLength(body);
    });
    console.log(`${'GET /api/admin/dashboard (HTTP)'.padEnd(44)} p50 ${p50.toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  ${bytes} bytes`);
  } finally {
    await app.close();
    await dbHandle.close();
    if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
