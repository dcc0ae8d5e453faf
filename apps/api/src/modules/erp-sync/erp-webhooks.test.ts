import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { patience } from '../../../../../tooling/testing/patience';
import { deleteSetting, getSetting, putSetting } from '@portal/db/queries/settings';
import { takeErpTurn } from '@portal/db/queries/erp-documents';
import { ConfigError, loadConfig, testConfig } from '../../config';
import { createSampleErp } from '../../adapters/erp/sample-erp';
import { businessCentralSettings } from '../../adapters/erp/business-central/bc-settings';
import { createBusinessCentralSubscriptions } from '../../adapters/erp/business-central/bc-subscriptions';
import type { Log } from '../../adapters/log/log';
import { startBcSimulator, type BcSimulator } from '../../test/bc-simulator';
import { freePort } from '../../test/free-port';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, saveInput, trpc } from '../orders/orders-test-kit';
import { erpNotificationPath, readErpNotification, webhookClientState } from './erp-notifications';
import { keepErpSubscriptionsOnce, startErpSubscriptionKeeperFor } from './erp-subscriptions';

/**
 * Business Central's webhooks (docs/erp.md, Webhooks), against the simulator and a portal that
 * listens on a real port (Business Central calls it back): the handshake, a notification that
 * makes the order show its shipment at once (the poll interval is a day), everything else
 * answered 2xx and ignored, and the subscriptions kept: created, renewed before they expire,
 * created again once gone, never doubled.
 */
const day = 24 * 60 * 60_000;
const quiet: Log = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let sim: BcSimulator;
let t: TestApp;
let base: string;
let clientState: string;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let dealer: Awaited<ReturnType<TestApp['makeUser']>>;

beforeAll(async () => {
  const { records } = await createSampleErp().fetchCatalogRecords();
  sim = await startBcSimulator(records);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The sample catalog (as the simulator serves it), sales orders and documents in the simulator; polling once a day.
  t = await createTestApp({
    config: sim.config({ SAMPLE_CATALOG_ON_START: true, ERP_SYNC_POLL_INTERVAL_MS: 50, BC_SYNC_INTERVAL_S: 86_400, PUBLIC_URL: base }),
    erp: createSampleErp(),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  clientState = await webhookClientState(t.app.deps.config);
  admin = await t.makeUser({ ...roles.admin });
  dealer = await t.makeUser({ ...roles.dealer });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(() => sim.clearFailures());

const notificationUrl = () => `${base}${erpNotificationPath}`;
const subscriptionsApi = () => {
  const settings = businessCentralSettings(t.app.deps.config);
  if (!settings) throw new Error('the simulator configures Business Central');
  return createBusinessCentralSubscriptions(settings);
};
/** One look of the keeper, as an instance would, on the simulator's clock. */
const look = (url = notificationUrl()) =>
  keepErpSubscriptionsOnce({
    db: t.db.db,
    log: quiet,
    subscriptions: subscriptionsApi(),
    notificationUrl: url,
    clientState: async () => clientState,
    now: sim.now,
    holder: 'the test',
  });
const post = (path: string, init: { body?: string | Buffer; headers?: Record<string, string> } = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: init.headers ?? {}, ...(init.body === undefined ? {} : { body: init.body }) });
const ours = () => sim.heldSubscriptions().filter((s) => s.notificationUrl === notificationUrl());
const patches = () => sim.stats.requests.filter((r) => r.method === 'PATCH' && r.target.startsWith('subscriptions'));
const creations = () => sim.stats.requests.filter((r) => r.method === 'POST' && r.target === 'subscriptions');

describe('the configuration', () => {
  it('keeps webhooks off by default, and refuses them in production unless PUBLIC_URL is https', () => {
    expect(loadConfig({}).BC_WEBHOOKS).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', BC_WEBHOOKS: 'true', PUBLIC_URL: 'http://portal.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', BC_WEBHOOKS: 'true' })).toThrow(/PUBLIC_URL: must be an https:\/\/ address/);
    expect(loadConfig({ NODE_ENV: 'production', BC_WEBHOOKS: 'true', PUBLIC_URL: 'https://portal.example.com' }).BC_WEBHOOKS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', BC_WEBHOOKS: 'true', PUBLIC_URL: 'http://localhost:3000' }).BC_WEBHOOKS).toBe(true);
    expect(() => loadConfig({ BC_WEBHOOK_SECRET: 'short' })).toThrow(/BC_WEBHOOK_SECRET: must be at least 32 characters/);
  });

  it('derives the clientState from the token secret, the same on every instance, unless BC_WEBHOOK_SECRET names it', async () => {
    const one = testConfig({ JWT_SECRET: 'a'.repeat(40) });
    expect(await webhookClientState(one)).toBe(await webhookClientState(testConfig({ JWT_SECRET: 'a'.repeat(40) })));
    expect(await webhookClientState(one)).not.toBe(await webhookClientState(testConfig({ JWT_SECRET: 'b'.repeat(40) })));
    expect(await webhookClientState(one)).not.toContain('a'.repeat(8));
    expect(await webhookClientState(testConfig({ BC_WEBHOOK_SECRET: 's'.repeat(32) }))).toBe('s'.repeat(32));
  });
});

describe('the notification URL', () => {
  it('answers the handshake with the token as plain text, whatever else the request holds', async () => {
    const res = await post(`${erpNotificationPath}?validationToken=${encodeURIComponent('a token/+=')}`, {
      body: '{"not":"read"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('a token/+=');
    const injected = await t.call('POST', `${erpNotificationPath}?validationToken=abc&validationToken=def`);
    expect(injected).toMatchObject({ status: 200, body: 'abc' });
  });

  it('answers 503 (which Business Central retries, keeping the subscription) only when the portal itself fails', async () => {
    const erpSync = t.app.services.erpSync;
    const notified = erpSync.notified;
    erpSync.notified = async () => {
      throw new Error('the database is away');
    };
    try {
      const res = await t.call('POST', erpNotificationPath, { body: { value: [] } });
      expect(res).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE' } });
    } finally {
      erpSync.notified = notified;
    }
  });

  it('reads only entries carrying the clientState, and ignores unknown fields', () => {
    const entry = { subscriptionId: 's', resource: 'api/v2.0/companies(x)/salesShipments(y)', changeType: 'created', extra: { a: 1 } };
    expect(readErpNotification(JSON.stringify({ value: [{ ...entry, clientState }], more: true }), clientState)).toEqual({
      valid: 1,
      refused: 0,
      collection: false,
    });
    expect(
      readErpNotification(JSON.stringify({ value: [{ ...entry, clientState: 'wrong' }, { ...entry, changeType: 'collection', clientState }, 7] }), clientState),
    ).toEqual({ valid: 1, refused: 2, collection: true });
    // Microsoft's example answers a clientState lower-cased: case aside.
    expect(readErpNotification(JSON.stringify({ value: [{ ...entry, clientState: clientState.toUpperCase() }] }), clientState)).toMatchObject({ valid: 1 });
    expect(readErpNotification('{"value":', clientState)).toMatchObject({ valid: 0, malformed: 'the body is not JSON' });
    expect(readErpNotification('{"value":{}}', clientState)).toMatchObject({ valid: 0, malformed: 'the body has no "value" list' });
  });
});

describe('a notification', () => {
  let order: { _id: string; salesOrderNumber: string };
  /** One of the remote's three, by its sales order line: each shipment is a part, so there is always one more to post. */
  const shipOne = (packageTrackingNo: string) => {
    const line = sim.salesOrders.find((o) => o.number === order.salesOrderNumber)?.salesOrderLines.find((l) => l.lineType === 'Item');
    if (!line) throw new Error('the sales order has no Item line');
    return sim.postShipment({
      salesOrderNumber: order.salesOrderNumber,
      shippingAgentCode: 'UPS',
      packageTrackingNo,
      lines: [{ sequence: line.sequence, quantity: 1 }],
    });
  };

  beforeAll(async () => {
    const saved = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: partsCart(), orderName: 'Webhook', status: 'SUBMITTED' }), 'mutation');
    await trpc(t, admin.token, 'orders.save', saveInput({ _id: saved.data._id, cart: partsCart(), orderName: 'Webhook', status: 'APPROVED' }), 'mutation');
    await vi.waitFor(async () => expect((await t.call('GET', `/api/orders/${saved.data._id}`, { token: dealer.token })).body.erpSync.status).toBe('sent'), {
      timeout: patience.waitMs,
      interval: 20,
    });
    const sent = (await t.call('GET', `/api/orders/${saved.data._id}`, { token: dealer.token })).body;
    order = { _id: sent._id, salesOrderNumber: sent.erpSync.salesOrderNumber };
    expect(await look()).toMatchObject({ created: [expect.stringMatching(/salesShipments$/), expect.stringMatching(/salesInvoices$/)], failed: [] });
    await t.app.services.erpSync.settled();
  });

  const shipmentsOf = async () => (await t.call('GET', `/api/orders/${order._id}`, { token: dealer.token })).body.shipments as unknown[];

  it('with the clientState makes the order show its shipment at once, the next poll being a day away', async () => {
    shipOne('1ZWEBHOOK');
    expect(await shipmentsOf()).toEqual([]);
    expect(await sim.notifySubscribers('salesShipments')).toEqual([202]);
    // The answer came after the nudge: the read it started is what settled() waits for.
    await t.app.services.erpSync.settled();
    expect(await shipmentsOf()).toEqual([expect.objectContaining({ shippingAgent: 'UPS', trackingNumber: '1ZWEBHOOK' })]);
  });

  it('without it, or garbage, or a body over the limit: 2xx, no read, and the subscription stays', async () => {
    shipOne('1ZIGNORED');
    sim.resetStats();
    const statuses = [
      ...(await sim.notifySubscribers('salesShipments', { clientState: 'not the secret' })),
      ...(await sim.notifySubscribers('salesShipments', { changeType: 'collection', clientState: '' })),
      ...(await sim.notifySubscribers('salesInvoices', { body: '{"value": [{"clientState": 12}], "unknown": {"deep": [1, 2]}}' })),
    ];
    const sent = [
      await post(erpNotificationPath, { body: 'not json at all', headers: { 'content-type': 'application/json' } }),
      await post(erpNotificationPath, { body: '{"value":"x"}', headers: { 'content-type': 'text/plain' } }),
      await post(erpNotificationPath, { body: Buffer.from('{"value":[{"clientState":"a\u0000b"}]}'), headers: { 'content-type': 'application/json' } }),
      await post(erpNotificationPath, {
        body: `{"value":[{"clientState":"${'x'.repeat(2 * 1024 * 1024)}"}]}`,
        headers: { 'content-type': 'application/json' },
      }),
      await post(`${erpNotificationPath}?x=%00`, { body: '<xml/>', headers: { 'content-type': 'application/xml' } }),
      await post(erpNotificationPath, { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      await post(erpNotificationPath, { body: '{}', headers: { 'content-type': 'not a type;;' } }),
      await post(erpNotificationPath),
    ];
    expect([...statuses, ...sent.map((r) => r.status)]).toEqual(Array(11).fill(202));
    await t.app.services.erpSync.settled();
    expect(sim.requestsTo('salesShipments')).toEqual([]);
    expect(await shipmentsOf()).toHaveLength(1);
    expect(ours()).toHaveLength(2);
  });
});

describe('a notification to another instance', () => {
  it("is read at once even though the poller's turn is held elsewhere: the turn is handed over", async () => {
    const [order] = (await t.call('GET', '/api/orders/myorders', { token: dealer.token })).body.items as { _id: string }[];
    const { salesOrderNumber } = (await t.call('GET', `/api/orders/${order?._id}`, { token: dealer.token })).body.erpSync as { salesOrderNumber: string };
    const line = sim.salesOrders.find((o) => o.number === salesOrderNumber)?.salesOrderLines.find((l) => l.lineType === 'Item');
    sim.postShipment({ salesOrderNumber, shippingAgentCode: 'UPS', packageTrackingNo: '1ZHANDOFF', lines: [{ sequence: line?.sequence ?? 0, quantity: 1 }] });
    // Another instance read a moment ago and holds the turn for its interval.
    await putSetting(t.db.db, 'erp.pollTurn', { holder: 'another instance', until: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(await takeErpTurn(t.db.db, 'erp.pollTurn', 'this instance', 60_000)).toBe(false);
    expect(await sim.notifySubscribers('salesShipments')).toEqual([202]);
    await t.app.services.erpSync.settled();
    // This one read: the shipment ignored before and this one, the remote's last.
    const read = (await t.call('GET', `/api/orders/${order?._id}`, { token: dealer.token })).body as { status: string; shipments: unknown[] };
    expect(read.shipments).toHaveLength(3);
    expect(read.status).toBe('Shipped');
  });
});

describe('the subscriptions', () => {
  it('are renewed once less than a day is left, and left alone before', async () => {
    const before = ours();
    sim.resetStats();
    expect(await look()).toMatchObject({ unchanged: [expect.any(String), expect.any(String)], created: [], renewed: [] });
    expect(patches()).toEqual([]);
    sim.advanceClock(2.5 * day);
    expect(await look()).toMatchObject({ renewed: [expect.stringMatching(/salesShipments$/), expect.stringMatching(/salesInvoices$/)], created: [] });
    const after = ours();
    expect(after.map((s) => s.subscriptionId).sort()).toEqual(before.map((s) => s.subscriptionId).sort());
    for (const s of after) expect(Date.parse(s.expirationDateTime) - sim.now()).toBeGreaterThan(2.9 * day);
    // Each renewal was a handshake too, and the new etags are what the portal remembers.
    expect(sim.webhookCalls.filter((c) => c.kind === 'handshake').every((c) => c.status === 200)).toBe(true);
    const stored = await getSetting<{ id: string; etag: string }[]>(t.db.db, 'erp.subscriptions');
    expect(stored?.map((s) => s.etag).sort()).toEqual(after.map((s) => s.etag).sort());
  });

  it('are made again when a renewal finds them gone (404), and never doubled when the portal forgot them', async () => {
    sim.clearSubscriptions();
    sim.advanceClock(2.5 * day);
    sim.resetStats();
    expect(await look()).toMatchObject({ created: [expect.stringMatching(/salesShipments$/), expect.stringMatching(/salesInvoices$/)], renewed: [] });
    expect(patches()).toHaveLength(2);
    expect(ours()).toHaveLength(2);

    // Expired in Business Central while nobody looked: the same.
    sim.advanceClock(4 * day);
    expect(ours()).toHaveLength(0);
    expect(await look()).toMatchObject({ created: [expect.any(String), expect.any(String)] });

    // The settings row lost: what Business Central holds is adopted, not subscribed twice.
    await deleteSetting(t.db.db, 'erp.subscriptions');
    sim.resetStats();
    expect(await look()).toMatchObject({ unchanged: [expect.any(String), expect.any(String)], created: [] });
    expect(creations()).toEqual([]);
    expect(ours()).toHaveLength(2);
  });

  it('logs a failure and goes on: a handshake nobody answers makes no subscription, and the next look tries again', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}${erpNotificationPath}`;
    const figures = await look(nowhere);
    expect(figures?.failed).toHaveLength(2);
    expect(sim.heldSubscriptions().filter((s) => s.notificationUrl === nowhere)).toEqual([]);
    // Business Central refusing (5xx after the retries) is no different.
    sim.fail({ target: 'subscriptions', status: 503, times: 50 });
    await deleteSetting(t.db.db, 'erp.subscriptions');
    expect((await look())?.failed).toHaveLength(2);
    sim.clearFailures();
    expect((await look())?.failed).toEqual([]);
  });
});

describe('the keeper', () => {
  it('is off without BC_WEBHOOKS, and with the sample ERP', async () => {
    expect(await t.app.services.erpSync.keepSubscriptionsNow()).toBeUndefined();
    const warnings: string[] = [];
    const log: Log = { ...quiet, warn: (message: unknown) => void warnings.push(String(message)) };
    const sample = testConfig({ BC_WEBHOOKS: true });
    expect(startErpSubscriptionKeeperFor({ db: t.db.db, log, clientState: async () => clientState }, sample)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('sample ERP')]);
  });

  it('with BC_WEBHOOKS and Business Central subscribes the server to both sets, with its clientState', async () => {
    const port = await freePort();
    const on = await createTestApp({ config: sim.config({ BC_WEBHOOKS: true, PUBLIC_URL: `http://127.0.0.1:${port}`, BC_SYNC_INTERVAL_S: 86_400 }) });
    try {
      await on.app.listen({ port, host: '127.0.0.1' });
      expect(await on.app.services.erpSync.keepSubscriptionsNow()).toMatchObject({ created: [expect.any(String), expect.any(String)], failed: [] });
      const held = sim.heldSubscriptions().filter((s) => s.notificationUrl === `http://127.0.0.1:${port}${erpNotificationPath}`);
      expect(held.map((s) => s.resource.replace(/^.*\//, '')).sort()).toEqual(['salesInvoices', 'salesShipments']);
      expect(held.every((s) => s.clientState === clientState)).toBe(true);
    } finally {
      await on.close();
    }
  });
});
