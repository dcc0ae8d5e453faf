import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, calendarDayIn } from '@portal/domain/lead-times/working-days';
import type { OrderView } from '@portal/domain/orders/order-view';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { fullCart, remote, saveInput, trpc } from './orders-test-kit';

/**
 * Issue 32, points 5 and 6, through REST and tRPC: estimates before approval, the promise fixed at
 * approval and moved with a reason, the late filter, and each line's production status.
 */
let t: TestApp;
let admin: { token: string; email: string };
let dealer: { token: string; email: string };
const zone = 'America/Toronto';
const holidays = ['2027-01-01', '2026-12-25'];
beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_TIME_ZONE: zone, SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'desk@schedule.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dana@schedule.example.com' });
  const table = { kinds: { screens: 10, roofs: 15, parts: 3 }, additions: [{ field: 'jobColor', value: 'Custom', days: 5 }], holidays };
  expect((await t.call('PUT', '/api/admin/lead-times', { token: admin.token, body: table })).status).toBe(200);
});
afterAll(() => t.close());

/** Today as the portal counts it, and a day that many working days after it (the domain's calendar has its own tests). */
const today = () => calendarDayIn(zone, new Date());
const after = (days: number) => addWorkingDays(today(), days, new Set(holidays));

const save = (token: string, input: unknown) => trpc(t, token, 'orders.save', input, 'mutation');
async function submitted(cart = fullCart()): Promise<OrderView> {
  const res = await save(dealer.token, saveInput({ status: 'SUBMITTED', cart }));
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as OrderView;
}
async function approved(promisedShipDate?: string): Promise<OrderView> {
  const order = await submitted();
  const res = await save(admin.token, { ...saveInput({ _id: order._id, status: 'APPROVED' }), ...(promisedShipDate ? { promisedShipDate } : {}) });
  expect(res.status).toBe(200);
  return res.data as OrderView;
}
const lineIds = (o: OrderView) => [...o.screens.map((l) => l.screenId), ...o.roofs.map((l) => l.roofId), ...o.parts.map((l) => l.partId)];

describe('estimated ship dates (before approval)', () => {
  it("dates each line by its kind and its options' additions, and the order by its slowest line (REST and tRPC alike)", async () => {
    const cart = { ...fullCart(), screens: [{ screenName: 'Custom', config: makeScreenConfig({ width: 144, jobColor: 'Custom', ralCode: '7016' }) }] };
    const order = await submitted(cart);
    const rest = (await t.call('GET', `/api/orders/${order._id}`, { token: dealer.token })).body as OrderView;
    const viaTrpc = (await trpc(t, dealer.token, 'orders.get', { id: order._id })).data as OrderView;
    for (const view of [order, rest, viaTrpc]) {
      expect(view.screens[0]?.estimatedShipDate).toBe(after(15));
      expect(view.roofs[0]?.estimatedShipDate).toBe(after(15));
      expect(view.parts[0]?.estimatedShipDate).toBe(after(3));
      expect(view.estimatedShipDate).toBe(after(15));
      expect(view.promisedShipDate).toBeNull();
      expect(view.screens[0]?.productionStatus).toBeNull();
    }
  });

  it('lists carry no estimate (it changes with the day), only what is stored', async () => {
    const order = await submitted();
    const list = await t.call('GET', '/api/orders/myorders?limit=100', { token: dealer.token });
    const row = (list.body.items as OrderView[]).find((o) => o._id === order._id);
    expect(row?.estimatedShipDate).toBeNull();
    expect(row?.parts[0]?.estimatedShipDate).toBeNull();
  });
});

describe('the promise, fixed at approval', () => {
  it('is today + the slowest line when the approver names no day; every line is Confirmed; the estimate is gone', async () => {
    const order = await approved();
    expect(order.promisedShipDate).toBe(after(15));
    expect(order.estimatedShipDate).toBeNull();
    for (const line of [...order.screens, ...order.roofs, ...order.parts]) {
      expect(line.productionStatus).toBe('Confirmed');
      expect(line.estimatedShipDate).toBeNull();
      expect(Date.parse(line.productionStatusAt ?? '')).not.toBeNaN();
    }
    const mail = await outboxMail(t, dealer.email, `Your order ${order.portalNumber} Backyard is approved`);
    expect(mail.plain).toContain('It is promised to ship on');
  });

  it("is the approver's day when given (any day), through REST too", async () => {
    const order = await submitted();
    const res = await t.call('POST', '/api/orders', {
      token: admin.token,
      body: { _id: order._id, orderName: order.orderName, status: 'APPROVED', promisedShipDate: '2027-03-05', cart: {} },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.promisedShipDate).toBe('2027-03-05');
  });

  it('is refused on anything but an approval, naming the field, and nothing changes', async () => {
    const order = await submitted();
    const res = await save(dealer.token, { ...saveInput({ status: 'DRAFT' }), promisedShipDate: '2027-03-05' });
    expect(res.status).toBe(400);
    expect(res.error.data.fieldErrors).toEqual({ promisedShipDate: 'promisedShipDate is given only with an approval (status APPROVED)' });
    const bad = await save(admin.token, { ...saveInput({ _id: order._id, status: 'APPROVED' }), promisedShipDate: 'soon' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.data.fieldErrors)).toEqual(['promisedShipDate']);
    expect((await t.call('GET', `/api/orders/${order._id}`, { token: admin.token })).body.status).toBe('SUBMITTED');
  });
});

describe('PATCH /api/admin/orders/{id}: moving the promise', () => {
  it('needs a reason, keeps the change in the history and mails the dealer a later day', async () => {
    const order = await approved('2027-02-01');
    const noReason = await t.call('PATCH', `/api/admin/orders/${order._id}`, { token: admin.token, body: { promisedShipDate: '2027-02-10' } });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fieldErrors)).toEqual(['reason']);

    const moved = await t.call('PATCH', `/api/admin/orders/${order._id}`, {
      token: admin.token,
      body: { promisedShipDate: '2027-02-10', reason: 'Fabric arrives late' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.promisedShipDate).toBe('2027-02-10');
    expect(moved.body.history.at(-1)).toMatchObject({
      from: 'APPROVED',
      to: 'APPROVED',
      reason: 'Fabric arrives late',
      changes: [{ line: 'Promised ship date', before: '2027-02-01', after: '2027-02-10' }],
    });
    const mail = await outboxMail(t, dealer.email, `New ship date for your order ${order.portalNumber}`);
    expect(mail.plain).toContain('is now promised to ship on Wednesday, February 10, 2027 (it was Monday, February 1, 2027)');
    expect(mail.plain).toContain('Reason: Fabric arrives late');
  });

  it('an earlier day is kept with its reason but not mailed; the tRPC twin does the same', async () => {
    const order = await approved('2027-02-01');
    const res = await trpc(t, admin.token, 'orders.changePromise', { id: order._id, promisedShipDate: '2027-01-28', reason: 'Ahead of plan' }, 'mutation');
    expect(res.status).toBe(200);
    expect((res.data as OrderView).promisedShipDate).toBe('2027-01-28');
    const mails = await t.call('GET', '/api/admin/mail?limit=100', { token: admin.token });
    expect(JSON.stringify(mails.body)).not.toContain(`New ship date for your order ${order.portalNumber}`);
  });

  it('is refused for an order not approved (409), for dealers (403) and for a missing order (404)', async () => {
    const order = await submitted();
    const body = { promisedShipDate: '2027-02-10', reason: 'Because' };
    expect((await t.call('PATCH', `/api/admin/orders/${order._id}`, { token: admin.token, body })).status).toBe(409);
    expect((await t.call('PATCH', `/api/admin/orders/${order._id}`, { token: dealer.token, body })).status).toBe(403);
    expect((await t.call('PATCH', '/api/admin/orders/10000000-0000-4000-8000-000000000099', { token: admin.token, body })).status).toBe(404);
    expect((await t.call('GET', `/api/orders/${order._id}`, { token: admin.token })).body.promisedShipDate).toBeNull();
  });
});

describe('GET /api/admin/orders?late=true', () => {
  it('lists approved orders promised before today, not those promised today or later, nor shipped ones (REST and tRPC)', async () => {
    const late = await approved('2026-01-05');
    const onTime = await approved(today());
    const shipped = await approved('2026-01-05');
    expect((await trpc(t, admin.token, 'orders.ship', { id: shipped._id, shippingAgent: 'FedEx', trackingNumber: 'T1' }, 'mutation')).status).toBe(200);

    const rest = await t.call('GET', '/api/admin/orders?late=true&limit=100', { token: admin.token });
    expect(rest.status).toBe(200);
    const ids = (rest.body.items as OrderView[]).map((o) => o._id);
    expect(ids).toContain(late._id);
    expect(ids).not.toContain(onTime._id);
    expect(ids).not.toContain(shipped._id);
    expect(rest.body.total).toBe(ids.length);
    const viaTrpc = await trpc(t, admin.token, 'orders.adminList', { late: true, limit: 100 });
    expect((viaTrpc.data.items as OrderView[]).map((o) => o._id)).toEqual(ids);
    expect((await t.call('GET', '/api/admin/orders?late=maybe', { token: admin.token })).body.fieldErrors).toEqual({ late: 'late must be true or false' });
  });
});

describe('PATCH /api/admin/orders/{id}/lines/{lineId}: production status', () => {
  it('moves a line forward; back needs a reason; each move is in the history and the dealer sees it', async () => {
    const order = await approved();
    const [screenId] = lineIds(order);
    const path = `/api/admin/orders/${order._id}/lines/${screenId}`;
    const forward = await t.call('PATCH', path, { token: admin.token, body: { productionStatus: 'In production' } });
    expect(forward.status).toBe(200);
    expect(forward.body.history.at(-1).changes).toEqual([{ line: 'Screen 1 (Patio): production', before: 'Confirmed', after: 'In production' }]);

    const dealerView = (await t.call('GET', `/api/orders/${order._id}`, { token: dealer.token })).body as OrderView;
    expect(dealerView.screens[0]?.productionStatus).toBe('In production');
    expect(dealerView.roofs[0]?.productionStatus).toBe('Confirmed');
    const row = ((await t.call('GET', '/api/orders/myorders?limit=100', { token: dealer.token })).body.items as OrderView[]).find((o) => o._id === order._id);
    expect(row?.screens[0]?.productionStatus).toBe('In production');

    const back = await t.call('PATCH', path, { token: admin.token, body: { productionStatus: 'Confirmed' } });
    expect(back.status).toBe(400);
    expect(back.body.fieldErrors).toEqual({ reason: 'Moving a line back needs a reason (3 characters or more)' });
    const withReason = await trpc(
      t,
      admin.token,
      'orders.setLineProduction',
      { id: order._id, lineId: screenId, productionStatus: 'Confirmed', reason: 'Wrong fabric cut' },
      'mutation',
    );
    expect(withReason.status).toBe(200);
    expect((withReason.data as OrderView).history.at(-1)?.reason).toBe('Wrong fabric cut');
  });

  it('refuses an unknown line (404), a move to the same status (409), an unknown status (400), an order not approved (409) and dealers (403)', async () => {
    const order = await approved();
    const partId = order.parts[0]!.partId;
    const patch = (id: string, line: string, body: object, token = admin.token) =>
      t.call('PATCH', `/api/admin/orders/${id}/lines/${encodeURIComponent(line)}`, { token, body });
    expect((await patch(order._id, 'no-such-line', { productionStatus: 'Ready' })).status).toBe(404);
    expect((await patch(order._id, partId, { productionStatus: 'Confirmed' })).status).toBe(409);
    expect((await patch(order._id, partId, { productionStatus: 'Painted' })).body.fieldErrors).toEqual({
      productionStatus: 'productionStatus must be one of Confirmed, In production, Ready, Shipped',
    });
    expect((await patch(order._id, partId, { productionStatus: 'Ready' }, dealer.token)).status).toBe(403);
    const open = await submitted({ parts: [{ config: remote }] });
    expect((await patch(open._id, open.parts[0]!.partId, { productionStatus: 'Ready' })).status).toBe(409);
    const unchanged = (await t.call('GET', `/api/orders/${order._id}`, { token: admin.token })).body as OrderView;
    expect(unchanged.parts[0]?.productionStatus).toBe('Confirmed');
  });

  it("a shipped order's lines read Shipped", async () => {
    const order = await approved();
    await trpc(t, admin.token, 'orders.ship', { id: order._id, shippingAgent: 'FedEx', trackingNumber: 'T2' }, 'mutation');
    const view = (await t.call('GET', `/api/orders/${order._id}`, { token: dealer.token })).body as OrderView;
    expect(view.parts.map((l) => l.productionStatus)).toEqual(['Shipped']);
    expect(view.screens.map((l) => l.productionStatus)).toEqual(['Shipped']);
  });
});
