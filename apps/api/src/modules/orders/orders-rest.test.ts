import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin });
  dealer = await t.makeUser({ ...roles.dealer, email: 'rest.dealer@example.com' });
});
afterAll(() => t.close());

const screen = {
  screenName: 'Patio',
  price: 1,
  options: { 'Housing Size': '5.5', 'Housing Shape': 'Square', jobColor: 'Black', 'Track Left': 'Standard', 'Track Right': 'Standard', 'Mounting Angle': 'No', materialType: 'Suntex 95', materialColor: 'Black', 'Motor Type': 'Standard - 21 RPM', 'Motor Side': 'Right', 'Bottom Bar Finish': '2 inch gasket' },
  measurements: { width: 96, dropLeft: 72, dropRight: 72 },
};
const cart = { screens: [screen], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }], extraDetails: 'Gate code 1234' };

describe('the /api/orders REST adapter (portal.md §7)', () => {
  it('generateOrderId, then POST creates (201) and POST again updates (200), prices computed', async () => {
    const gen = await t.call('GET', '/api/orders/generateOrderId', { token: dealer.token });
    expect(gen.status).toBe(200);
    expect(gen.body._id).toMatch(/^[0-9a-f-]{36}$/);
    const created = await t.call('POST', '/api/orders', { token: dealer.token, body: { _id: gen.body._id, orderName: 'REST order', status: 'DRAFT', cart, totals: { totalPrice: 1 } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: gen.body._id, orderName: 'REST order', status: 'DRAFT', extraDetails: 'Gate code 1234', user: dealer.id });
    expect(created.body.screens[0].priceCents).toBeGreaterThan(100);
    expect(created.body.totals.totalPrice).toBe(created.body.totalsCents.totalPrice / 100);
    const updated = await t.call('POST', '/api/orders', { token: dealer.token, body: { _id: gen.body._id, orderName: 'REST order', status: 'SUBMITTED', cart } });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('SUBMITTED');
    const approved = await t.call('POST', '/api/orders', { token: admin.token, body: { _id: gen.body._id, orderName: 'REST order', status: 'APPROVED', cart } });
    expect(approved.status).toBe(200);
    const got = await t.call('GET', `/api/orders/${gen.body._id}`, { token: dealer.token });
    expect(got.body).toMatchObject({ status: 'APPROVED', totalsCents: created.body.totalsCents });
    const shipped = await t.call('PATCH', `/api/orders/${gen.body._id}`, { token: admin.token, body: { status: 'Shipped', shippingAgent: 'ABF', trackingNumber: 'A-77' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'Shipped', tracking: { url: 'https://arcb.com/tools/tracking.html#/A-77' } });
    expect((await waitForMail(t, 'rest.dealer@example.com', 'has shipped')).text).toContain('https://arcb.com/tools/tracking.html#/A-77');
  });

  it('POST without _id creates with a new id; PATCH rejects with a reason; DELETE then removes', async () => {
    const created = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'No id', status: 'SUBMITTED', cart } });
    expect(created.status).toBe(201);
    const rejected = await t.call('PATCH', `/api/orders/${created.body._id}`, { token: admin.token, body: { status: 'REJECTED', reason: 'Call us' } });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Call us' });
    expect((await t.call('DELETE', `/api/orders/${created.body._id}`, { token: dealer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/orders/${created.body._id}`, { token: dealer.token })).status).toBe(404);
  });

  it("PATCH takes the specification's own bodies: {reason} rejects, {shippingAgent, trackingNumber} ships, no status needed", async () => {
    const toReject = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Reject me', status: 'SUBMITTED', cart } });
    const rejected = await t.call('PATCH', `/api/orders/${toReject.body._id}`, { token: admin.token, body: { reason: 'Wrong colour' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Wrong colour' });

    const toShip = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Ship me', status: 'SUBMITTED', cart } });
    await t.call('POST', '/api/orders', { token: admin.token, body: { _id: toShip.body._id, orderName: 'Ship me', status: 'APPROVED', cart } });
    const shipped = await t.call('PATCH', `/api/orders/${toShip.body._id}`, { token: admin.token, body: { shippingAgent: 'UPS', trackingNumber: '1Z999' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999' });

    for (const body of [{}, { reason: 'Both', shippingAgent: 'UPS', trackingNumber: '1' }]) {
      const unclear = await t.call('PATCH', `/api/orders/${toShip.body._id}`, { token: admin.token, body });
      expect(unclear.status).toBe(400);
      expect(unclear.body.fieldErrors.reason).toBe('Send a reason to reject the order, or a shipping agent and tracking number to ship it');
    }
  });

  it('answers every malformed request with a 4xx naming the problem, never a 500', async () => {
    const token = dealer.token;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/orders', { orderName: 'No cart', status: 'DRAFT' }],
      ['POST', '/api/orders', { orderName: 'x', status: 'DRAFT', cart }],
      ['POST', '/api/orders', { orderName: 'Bad status', status: 'Shipped', cart }],
      ['POST', '/api/orders', { orderName: 'Bad id', _id: 'nope', status: 'DRAFT', cart }],
      ['POST', '/api/orders', { orderName: 'Lines', status: 'DRAFT', cart: { screens: 'many', parts: [null] } }],
      ['POST', '/api/orders', { orderName: 'Lines', status: 'DRAFT', cart: { screens: [{ options: 'x' }], roofs: [7] } }],
      ['POST', '/api/orders', [1, 2]],
      ['POST', '/api/orders', 'just text'],
      ['PATCH', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', { status: 'APPROVED' }],
      ['PATCH', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', null],
      ['PATCH', '/api/orders/not-a-uuid', { status: 'REJECTED', reason: 'abc' }],
      ['GET', '/api/orders/not-a-uuid', undefined],
      ['DELETE', '/api/orders/not-a-uuid', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.call(method as 'POST', url, { token, body, ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}) });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    const unknown = await t.call('GET', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found');
    // A malformed id says so, rather than 'Order not found'.
    const malformed = await t.call('GET', '/api/orders/not-a-uuid', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Invalid order id', fieldErrors: { id: 'Invalid order id' } });
    const missingName = await t.call('POST', '/api/orders', { token, body: { orderName: 'x', status: 'DRAFT', cart } });
    expect(missingName.body.fieldErrors.orderName).toBe('Order Name is required (at least 3 characters long)');
  });

  it('accepts a DELETE sent with Content-Type: application/json and no body', async () => {
    const draft = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Delete me', status: 'DRAFT', cart } });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/orders/${draft.body._id}`, headers: { authorization: `Bearer ${dealer.token}`, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/orders/${draft.body._id}`, { token: dealer.token })).status).toBe(404);
    // A body that is not JSON is still refused.
    const bad = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${dealer.token}`, 'content-type': 'application/json' }, payload: '{"orderName":' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses visitors and accounts without store access', async () => {
    expect((await t.call('GET', '/api/orders/generateOrderId')).status).toBe(401);
    const pending = await t.makeUser({ bcCustomerId: 'C10000' });
    expect((await t.call('GET', '/api/orders/myorders', { token: pending.token })).status).toBe(403);
  });

  it('documents the paths in the OpenAPI document', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/orders', '/api/orders/generateOrderId', '/api/orders/{id}', '/api/orders/myorders', '/api/orders/teamorders', '/api/admin/orders']));
  });
});
