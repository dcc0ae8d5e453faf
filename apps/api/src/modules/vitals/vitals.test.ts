import { asc, count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalsDaily, vitalsRaw } from '@portal/db/schema/vitals';
import { addDays, isoWeekOf } from '@portal/domain/dashboard/dashboard-calendar';
import { calendarDayIn } from '@portal/domain/lead-times/working-days';
import type { TVitalsBeacon, TVitalsReport } from '@portal/domain/vitals/vitals-schemas';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from '../orders/orders-test-kit';
import { rollUpPerBeacon } from './service';

/**
 * Issue 33, point 1: the pages' anonymous speed beacons and the administrators' weekly report.
 * Values are read back from the tables; the report through REST and tRPC alike.
 */
const zone = 'America/Toronto';
let t: TestApp;
let admin: { token: string };
let dealer: { token: string };
let today: string;

const beacon = (overrides: Partial<TVitalsBeacon> = {}): TVitalsBeacon => ({
  route: '/store/:id?',
  deviceClass: 'mobile',
  metrics: [
    { name: 'LCP', value: 1234.56 },
    { name: 'CLS', value: 0.12345 },
  ],
  ...overrides,
});

const send = (body: unknown, options: { ip?: string; token?: string; contentType?: string } = {}) =>
  t.call('POST', '/api/telemetry/vitals', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': options.contentType ?? 'application/json' },
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.token ? { token: options.token } : {}),
  });

const rawRows = (route: string) =>
  t.db.db
    .select({ day: vitalsRaw.day, route: vitalsRaw.route, deviceClass: vitalsRaw.deviceClass, metric: vitalsRaw.metric, value: vitalsRaw.value })
    .from(vitalsRaw)
    .where(eq(vitalsRaw.route, route))
    .orderBy(asc(vitalsRaw.id));
const rowCount = async () => (await t.db.db.select({ n: count() }).from(vitalsRaw))[0]?.n ?? 0;

async function report(weeks?: number) {
  const rest = await t.call('GET', `/api/admin/vitals${weeks === undefined ? '' : `?weeks=${weeks}`}`, { token: admin.token });
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const viaTrpc = await trpc(t, admin.token, 'vitals.report', weeks === undefined ? undefined : { weeks });
  expect(viaTrpc.status, JSON.stringify(viaTrpc.error)).toBe(200);
  expect(viaTrpc.data).toEqual(rest.body);
  return rest.body as TVitalsReport;
}

beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_TIME_ZONE: zone } });
  admin = await t.makeUser({ ...roles.superAdmin, email: 'desk@vitals.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dana@vitals.example.com' });
  today = calendarDayIn(zone, new Date());
});
afterAll(() => t.close());

describe('POST /api/telemetry/vitals (issue 33)', () => {
  it('takes a JSON beacon without a token, answers 204 with no body and stores each value rounded, on the portal’s day, with nothing personal', async () => {
    const res = await send(beacon());
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.body).toBe('');
    expect(await rawRows('/store/:id?')).toEqual([
      { day: today, route: '/store/:id?', deviceClass: 'mobile', metric: 'LCP', value: 1235 },
      { day: today, route: '/store/:id?', deviceClass: 'mobile', metric: 'CLS', value: 0.123 },
    ]);
  });

  it('takes what navigator.sendBeacon sends (text/plain;charset=UTF-8), and ignores a token, valid or not', async () => {
    const plain = await send(beacon({ route: '/plain', metrics: [{ name: 'TTFB', value: 80.4 }] }), { contentType: 'text/plain;charset=UTF-8' });
    expect(plain.status, JSON.stringify(plain.body)).toBe(204);
    const signedIn = await send(beacon({ route: '/plain', metrics: [{ name: 'INP', value: 40 }] }), { token: dealer.token });
    expect(signedIn.status).toBe(204);
    const forged = await send(beacon({ route: '/plain', metrics: [{ name: 'INP', value: 48 }] }), { token: 'not-a-token', contentType: 'text/plain' });
    expect(forged.status).toBe(204);
    expect((await rawRows('/plain')).map((r) => `${r.metric} ${r.value}`)).toEqual(['TTFB 80', 'INP 40', 'INP 48']);
  });

  it('refuses a malformed body with 400 naming the field, invalid JSON too, and stores nothing', async () => {
    const before = await rowCount();
    const wrongDevice = await send(beacon({ deviceClass: 'tablet' as never }));
    expect(wrongDevice.status).toBe(400);
    expect(wrongDevice.body.fieldErrors).toHaveProperty('deviceClass');
    const wrongMetric = await send(beacon({ metrics: [{ name: 'FID' as never, value: 1 }] }), { contentType: 'text/plain' });
    expect(wrongMetric.status).toBe(400);
    expect(wrongMetric.body.fieldErrors).toHaveProperty(['metrics.0.name']);
    const extra = await send({ ...beacon(), userId: 'u1' });
    expect(extra.status).toBe(400);
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const notJson = await send('{"route": "/store",', { contentType });
      expect(notJson.status, contentType).toBe(400);
      expect(notJson.body).toMatchObject({ code: 'MALFORMED_BODY', message: expect.any(String) });
    }
    const form = await send('route=/store', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body over 8 KB with 413 and stores nothing', async () => {
    const before = await rowCount();
    const padded = JSON.stringify(beacon()).replace('{', `{${' '.repeat(9 * 1024)}`);
    for (const contentType of ['application/json', 'text/plain']) {
      const res = await send(padded, { contentType });
      expect(res.status, contentType).toBe(413);
      expect(res.body.code).toBe('TOO_LARGE');
    }
    expect(await rowCount()).toBe(before);
  });

  it('takes 60 beacons a minute from one address, refuses the 61st with 429 and Retry-After (writing nothing), and still serves another address', async () => {
    for (let i = 0; i < 60; i++) expect((await send(beacon({ route: '/limited' }), { ip: '10.33.0.1' })).status, `beacon ${i + 1}`).toBe(204);
    const before = await rowCount();
    const refused = await send(beacon({ route: '/limited' }), { ip: '10.33.0.1' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowCount()).toBe(before);
    expect((await send(beacon({ route: '/limited' }), { ip: '10.33.0.2' })).status).toBe(204);
  });
});

describe('GET /api/admin/vitals (issue 33)', () => {
  it("answers each metric's p75 by nearest rank per route, device class and week, with its count, newest week first", async () => {
    for (const value of [400, 100, 300, 200]) {
      expect((await send({ route: '/report', deviceClass: 'desktop', metrics: [{ name: 'LCP', value }] })).status).toBe(204);
    }
    await send({ route: '/report', deviceClass: 'mobile', metrics: [{ name: 'INP', value: 90 }] });
    const { rows } = await report();
    const week = isoWeekOf(today);
    expect(rows.filter((r) => r.route === '/report')).toEqual([
      {
        route: '/report',
        deviceClass: 'desktop',
        week,
        lcp: { p75: 300, count: 4 },
        inp: { p75: null, count: 0 },
        cls: { p75: null, count: 0 },
        ttfb: { p75: null, count: 0 },
      },
      {
        route: '/report',
        deviceClass: 'mobile',
        week,
        lcp: { p75: null, count: 0 },
        inp: { p75: 90, count: 1 },
        cls: { p75: null, count: 0 },
        ttfb: { p75: null, count: 0 },
      },
    ]);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(rows).toEqual([...rows].sort((a, b) => text(b.week, a.week) || text(a.route, b.route) || text(a.deviceClass, b.deviceClass)));
  });

  it('is for administrators only: 401 signed out, 403 for a dealer, through REST and tRPC', async () => {
    expect((await t.call('GET', '/api/admin/vitals')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/vitals', { token: dealer.token })).status).toBe(403);
    expect((await t.app.inject({ url: '/trpc/vitals.report' })).statusCode).toBe(401);
    expect((await trpc(t, dealer.token, 'vitals.report')).status).toBe(403);
  });

  it('takes 1 to 26 weeks, and refuses anything else naming weeks', async () => {
    expect((await report(1)).rows.every((r) => r.week === isoWeekOf(today))).toBe(true);
    await report(26);
    for (const weeks of ['0', '27', 'abc', '2.5']) {
      const res = await t.call('GET', `/api/admin/vitals?weeks=${weeks}`, { token: admin.token });
      expect(res.status, weeks).toBe(400);
      expect(res.body.fieldErrors, weeks).toHaveProperty('weeks');
    }
    expect((await trpc(t, admin.token, 'vitals.report', { weeks: 27 })).status).toBe(400);
  });
});

describe('the raw values kept 7 days (issue 33)', () => {
  it('rolls raw values older than 7 days into daily counts, at most 1000 a beacon, and the report does not change', async () => {
    // Values received 8 and 10 days ago (in the window of 8 weeks), written as the beacons of then would have.
    const old = (day: string, n: number, value: (i: number) => number) =>
      Array.from({ length: n }, (_, i) => ({ day, route: '/old', deviceClass: 'mobile', metric: 'LCP', value: value(i) }));
    await t.db.db.insert(vitalsRaw).values([...old(addDays(today, -10), 900, (i) => 1000 + (i % 7) * 100), ...old(addDays(today, -8), 150, (i) => 500 + i)]);
    // Seven days old: still raw.
    await t.db.db.insert(vitalsRaw).values(old(addDays(today, -7), 3, () => 2500));
    const before = (await report()).rows.filter((r) => r.route === '/old');
    expect(before.reduce((n, r) => n + r.lcp.count, 0)).toBe(1053);
    const olderThanKept = async () =>
      (
        await t.db.db
          .select({ n: count() })
          .from(vitalsRaw)
          .where(lt(vitalsRaw.day, addDays(today, -7)))
      )[0]?.n;

    expect((await send(beacon({ route: '/rolling' }))).status).toBe(204);
    expect(await olderThanKept()).toBe(1050 - rollUpPerBeacon);
    expect((await report()).rows.filter((r) => r.route === '/old')).toEqual(before);

    expect((await send(beacon({ route: '/rolling' }))).status).toBe(204);
    expect(await olderThanKept()).toBe(0);
    expect((await rawRows('/old')).map((r) => r.day)).toEqual([addDays(today, -7), addDays(today, -7), addDays(today, -7)]);
    const daily = await t.db.db.select().from(vitalsDaily);
    expect(daily.reduce((n, r) => n + r.count, 0)).toBe(1050);
    // Each value once a day: 7 distinct values 10 days ago, 150 eight days ago.
    expect(daily).toHaveLength(157);
    expect(daily.find((r) => r.day === addDays(today, -10) && r.value === 1000)).toMatchObject({
      route: '/old',
      deviceClass: 'mobile',
      metric: 'LCP',
      count: 129,
    });
    expect((await report()).rows.filter((r) => r.route === '/old')).toEqual(before);
  });
});
