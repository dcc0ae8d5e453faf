import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, saveInput, trpc } from '../orders/orders-test-kit';

/**
 * Issue 32, point 2: a viewer reads the team's orders, their documents and the library, and has
 * no store — through REST and tRPC.
 */
let t: TestApp;
let buyer: { token: string };
let viewer: { token: string };
let outsider: { token: string };
let order: OrderView;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  buyer = await t.makeUser({ ...roles.dealer, email: 'buyer@viewer.example.com' });
  viewer = await t.makeUser({ isApproved: true, teamRole: 'viewer', bcCustomerId: 'C10000', email: 'viewer@viewer.example.com' });
  outsider = await t.makeUser({ isApproved: true, teamRole: 'viewer', bcCustomerId: 'C10010', email: 'viewer@other.example.com' });
  const saved = await trpc(t, buyer.token, 'orders.save', saveInput({ status: 'SUBMITTED', cart: partsCart() }), 'mutation');
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  order = saved.data as OrderView;
});
afterAll(() => t.close());

describe("a team's viewer", () => {
  it("reads the team's orders (list, order, export) and the order's PDF and drawings", async () => {
    const list = await t.call('GET', '/api/orders/teamorders?limit=100', { token: viewer.token });
    expect(list.status).toBe(200);
    expect((list.body.items as OrderView[]).map((o) => o._id)).toContain(order._id);
    expect(((await trpc(t, viewer.token, 'orders.get', { id: order._id })).data as OrderView).totalsCents.totalPrice).toBe(order.totalsCents.totalPrice);
    expect((await t.call('GET', '/api/orders/teamorders/export?format=csv', { token: viewer.token })).body).toContain(order.portalNumber);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/pdf`, headers: { authorization: `Bearer ${viewer.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await t.call('GET', `/api/orders/${order._id}/drawings`, { token: viewer.token })).status).toBe(200);
  });

  it("has no store: the catalog, a save, a copy and pricing are refused (403), and another team's order is not found", async () => {
    expect((await t.call('GET', '/api/catalog', { token: viewer.token })).status).toBe(403);
    expect((await trpc(t, viewer.token, 'orders.save', saveInput({ cart: partsCart() }), 'mutation')).status).toBe(403);
    expect((await t.call('POST', `/api/orders/${order._id}/copy`, { token: viewer.token, body: {} })).status).toBe(403);
    expect((await trpc(t, viewer.token, 'pricing.quote', { parts: [] }, 'mutation')).status).toBe(403);
    expect((await t.call('GET', `/api/orders/${order._id}`, { token: outsider.token })).status).toBe(404);
  });
});
