import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { portalNumberPattern } from '@portal/domain/orders/portal-number';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, saveInput, trpc } from './orders-test-kit';

/** Issue 30, point 1: every order has a portal number from its first save: unique across customers, never reused, searchable. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let other: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin });
  dealer = await t.makeUser({ ...roles.dealer, email: 'numbers@dealer.example.com' });
  other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'numbers@other.example.com' });
});
afterAll(() => t.close());

async function saved(token: string, overrides: Parameters<typeof saveInput>[0] = {}) {
  const res = await trpc(t, token, 'orders.save', saveInput({ cart: partsCart(), ...overrides }), 'mutation');
  expect(res.status).toBe(200);
  return res.data as { _id: string; portalNumber: string; orderName: string };
}
const numberOf = (portalNumber: string) => Number(portalNumber.slice(2));

describe('the portal order number', () => {
  it('is given at the first save, kept by every later save, and follows the last across customers', async () => {
    const first = await saved(dealer.token, { orderName: 'Numbered one' });
    expect(first.portalNumber).toMatch(portalNumberPattern);
    const second = await saved(other.token, { orderName: 'Numbered two' });
    expect(numberOf(second.portalNumber)).toBe(numberOf(first.portalNumber) + 1);
    const again = await saved(dealer.token, { _id: first._id, orderName: 'Numbered one, renamed', status: 'SUBMITTED' });
    expect(again.portalNumber).toBe(first.portalNumber);
    const read = await t.call('GET', `/api/orders/${first._id}`, { token: dealer.token });
    expect(read.body).toMatchObject({ portalNumber: first.portalNumber, orderName: 'Numbered one, renamed' });
  });

  it('is not the client’s to choose: a number sent with the order is ignored', async () => {
    const res = await trpc(t, dealer.token, 'orders.save', { ...saveInput({ cart: partsCart() }), portalNumber: 'P-000001' }, 'mutation');
    expect(res.status).toBe(200);
    expect(res.data.portalNumber).not.toBe('P-000001');
  });

  it('is never given again, not even after the order holding it is deleted', async () => {
    const doomed = await saved(dealer.token, { orderName: 'Deleted soon' });
    expect((await t.call('DELETE', `/api/orders/${doomed._id}`, { token: dealer.token })).status).toBe(200);
    const next = await saved(dealer.token, { orderName: 'After the delete' });
    expect(numberOf(next.portalNumber)).toBe(numberOf(doomed.portalNumber) + 1);
  });

  it('is unique in the database as well: a second order with a taken number is refused', async () => {
    const taken = await saved(dealer.token);
    const copy = sql`insert into orders (id, portal_number, order_name, status, user_details, customer_id, price_group, tier_rate_bp, dealer_name,
      screens_total, roofs_total, parts_total, total_price, lines)
      select gen_random_uuid(), portal_number, order_name, status, user_details, customer_id, price_group, tier_rate_bp, dealer_name,
      screens_total, roofs_total, parts_total, total_price, lines from orders where id = ${taken._id}`;
    await expect(t.db.db.execute(copy)).rejects.toThrow();
  });

  it('finds the order in the dealer lists however it is typed, and only the caller’s', async () => {
    const mine = await saved(dealer.token, { orderName: 'Find me by number' });
    const theirs = await saved(other.token, { orderName: 'Not yours' });
    const digits = String(numberOf(mine.portalNumber));
    for (const typed of [mine.portalNumber, mine.portalNumber.toLowerCase(), `P${digits}`, `p-${digits}`]) {
      const list = await t.call('GET', `/api/orders/myorders?search=${encodeURIComponent(typed)}`, { token: dealer.token });
      expect(list.status).toBe(200);
      expect((list.body as { items: { _id: string; portalNumber: string }[] }).items.map((o) => o.portalNumber)).toEqual([mine.portalNumber]);
    }
    const foreign = await t.call('GET', `/api/orders/myorders?search=${theirs.portalNumber}`, { token: dealer.token });
    expect((foreign.body as { items: unknown[] }).items).toEqual([]);
  });

  it("finds the order in the admin list's filter, under the other filters, and lists carry the number", async () => {
    const sent = await saved(dealer.token, { orderName: 'Admin finds me' });
    const submitted = await saved(dealer.token, { _id: sent._id, orderName: 'Admin finds me', status: 'SUBMITTED' });
    const filter = (query: string) => t.call('GET', `/api/admin/orders?${query}`, { token: admin.token });
    const found = await filter(`filter=${encodeURIComponent(` ${submitted.portalNumber.toLowerCase()} `)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, items: [{ _id: sent._id, portalNumber: submitted.portalNumber, orderName: 'Admin finds me' }] });
    expect((await filter(`filter=${submitted.portalNumber}&status=APPROVED`)).body).toMatchObject({ total: 0, items: [] });
    // A draft is the dealer's own: the admin list does not show it by its number either.
    const draft = await saved(dealer.token, { orderName: 'Still a draft' });
    expect((await filter(`filter=${draft.portalNumber}`)).body).toMatchObject({ total: 0, items: [] });
    // A dealer's name is still read as a name.
    const view = (await t.call('GET', `/api/orders/${sent._id}`, { token: admin.token })).body as { userDetails: { bc_customer_displayName: string } };
    const byDealer = await filter(`filter=${encodeURIComponent(view.userDetails.bc_customer_displayName)}`);
    expect((byDealer.body as { items: { _id: string }[] }).items.map((o) => o._id)).toContain(sent._id);
  });
});
