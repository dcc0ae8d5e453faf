// The back office and the service paths: the staff dashboard, pricing rules, tiers and their
// history, the data management overview, a catalog import polled until it ends (long-running work
// answers 202 and a Location), the settings, the mail outbox, health and the public configuration.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, fail, type Portal } from './portal-client.js';

export async function backOfficeTour(admin: Portal, anonymous: Portal): Promise<void> {
  // The staff dashboard: what waits for action (each count a filtered list's total) and the order desk's figures.
  const dashboard = await admin.GET('/api/admin/dashboard');
  if (dashboard.error) fail('read the staff dashboard', dashboard.error, dashboard.response);
  const { waiting, ordersPerWeek, approvalHours, onTimeRate } = dashboard.data;
  expect(ordersPerWeek.length === 24 && onTimeRate.length === 12, 'the dashboard lists 12 weeks per currency and 12 months');
  const thisWeek = ordersPerWeek.filter((w) => w.week === ordersPerWeek[ordersPerWeek.length - 1]?.week);
  console.log(
    `dashboard: ${waiting.ordersToApprove} orders to approve, ${waiting.lateOrders} late, ${waiting.erpSyncFailed} failed ERP syncs; ` +
      `this week ${thisWeek.map((w) => `${w.count} ${w.currency} orders worth ${w.total.toFixed(2)}`).join(', ')}; ` +
      `approval median ${approvalHours.p50 ?? '—'} h over ${approvalHours.approvals} approvals`,
  );

  // Real-user speed: any page sends an anonymous beacon (204, no token), administrators read the weekly p75s.
  const beacon = await anonymous.POST('/api/telemetry/vitals', {
    body: {
      route: '/admin/dashboard',
      deviceClass: 'desktop',
      metrics: [
        { name: 'LCP', value: 1180.4 },
        { name: 'TTFB', value: 95 },
      ],
    },
  });
  if (beacon.error) fail('send a speed beacon', beacon.error, beacon.response);
  expect(beacon.response.status === 204, 'a speed beacon answers 204');
  const speed = await admin.GET('/api/admin/vitals', { params: { query: { weeks: 4 } } });
  if (speed.error) fail('read the speed report', speed.error, speed.response);
  const dashboardSpeed = speed.data.rows.find((r) => r.route === '/admin/dashboard' && r.deviceClass === 'desktop');
  expect(dashboardSpeed?.lcp.count === 1 && dashboardSpeed.lcp.p75 === 1180, 'the speed report holds the beacon, rounded to the millisecond');
  console.log(`speed: ${speed.data.rows.length} rows over 4 weeks; the dashboard's LCP p75 ${dashboardSpeed?.lcp.p75 ?? '—'} ms`);

  const rules = await admin.GET('/api/admin/portalpricing');
  if (rules.error) fail('list the pricing rules', rules.error, rules.response);
  const tiers = await admin.GET('/api/admin/customertiers');
  if (tiers.error) fail('list the customer tiers', tiers.error, tiers.response);
  const history = await admin.GET('/api/admin/pricing/history');
  if (history.error) fail('read the pricing history', history.error, history.response);
  const items = await admin.GET('/api/admin/data/portal-items');
  if (items.error) fail('read the portal items overview', items.error, items.response);
  const settings = await admin.GET('/api/admin/settings');
  if (settings.error) fail('read the settings', settings.error, settings.response);
  const mail = await admin.GET('/api/admin/mail');
  if (mail.error) fail('read the mail outbox', mail.error, mail.response);
  console.log(
    `back office: ${rules.data.length} pricing rules, ${tiers.data.customers.length} customers with tiers, ` +
      `${items.data.length} portal items, adjustments ${settings.data.adjustmentsEnabled ? 'on' : 'off'}, ${mail.data.total} mails in the outbox`,
  );

  // A catalog import runs in the background: 202, the run and its Location; poll until it ends.
  const started = await admin.GET('/api/admin/import/items');
  if (started.error) fail('start a catalog import', started.error, started.response);
  expect(started.response.status === 202 && started.response.headers.get('location') !== null, 'an import answers 202 with a Location');
  let run = started.data;
  for (let polls = 0; run.status === 'running'; polls++) {
    expect(polls < 120, 'the import ends within a minute');
    await sleep(500);
    const polled = await admin.GET('/api/admin/import/runs/{id}', { params: { path: { id: run.id } } });
    if (polled.error) fail('poll the import', polled.error, polled.response);
    run = polled.data;
  }
  console.log(`catalog import ${run.status}`);

  // The service paths need no session.
  const health = await anonymous.GET('/api/health');
  if (health.error) fail('check health', health.error, health.response);
  const live = await anonymous.GET('/api/health/live');
  if (live.error) fail('check liveness', live.error, live.response);
  const config = await anonymous.GET('/api/config');
  if (config.error) fail('read the public configuration', config.error, config.response);
  console.log(`service: ${health.data.status}, ${live.data.status}`);
}
