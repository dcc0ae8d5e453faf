import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, remote, saveInput, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let usd: User;
let usdTeammate: User;
let cad: User;
const ids: Record<string, string> = {};

/** Orders in every status for three dealers, each a different size so totals sort. */
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin });
  usd = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
  usdTeammate = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
  cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
  const save = async (token: string, input: object) => {
    const res = await trpc(t, token, 'orders.save', input, 'mutation');
    if (res.status !== 200) throw new Error(JSON.stringify(res.error));
    return res.data._id as string;
  };
  const cart = (quantity: number) => ({ parts: [{ config: { ...remote, quantity } }] });
  const plan: [string, User, number, string][] = [
    ['usdDraft', usd, 1, 'DRAFT'],
    ['usdSubmitted', usd, 2, 'SUBMITTED'],
    ['usdApproved', usd, 3, 'APPROVED'],
    ['teamShipped', usdTeammate, 4, 'Shipped'],
    ['cadSubmitted', cad, 5, 'SUBMITTED'],
    ['cadRejected', cad, 6, 'REJECTED'],
  ];
  for (const [name, owner, quantity, status] of plan) {
    const id = await save(owner.token, saveInput({ orderName: `Order ${name}`, cart: cart(quantity), status: status === 'DRAFT' ? 'DRAFT' : 'SUBMITTED' }));
    if (status === 'APPROVED' || status === 'Shipped')
      await save(admin.token, saveInput({ _id: id, orderName: `Order ${name}`, cart: cart(quantity), status: 'APPROVED' }));
    if (status === 'Shipped') await trpc(t, admin.token, 'orders.ship', { id, shippingAgent: 'FedEx', trackingNumber: 'F1' }, 'mutation');
    if (status === 'REJECTED') await trpc(t, admin.token, 'orders.reject', { id, reason: 'Not today' }, 'mutation');
    ids[name] = id;
  }
});
afterAll(() => t.close());

const adminList = async (query: string) => {
  const res = await t.call('GET', `/api/admin/orders${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return { names: res.body.items.map((o: { orderName: string }) => o.orderName.replace('Order ', '')), total: res.body.total, body: res.body };
};

describe('GET /api/admin/orders', () => {
  it('shows every order except drafts, last updated first, with the list shape', async () => {
    const { names, total, body } = await adminList('');
    expect(names).toEqual(['cadRejected', 'cadSubmitted', 'teamShipped', 'usdApproved', 'usdSubmitted']);
    expect(total).toBe(5);
    expect(body).toMatchObject({ offset: 0, limit: 50 });
    const row = body.items.find((o: { _id: string }) => o._id === ids.teamShipped);
    expect(row).toMatchObject({ status: 'Shipped', shippingAgent: 'FedEx', tracking: { url: 'https://www.fedex.com/fedextrack/?trknbr=F1' } });
    expect(row.parts[0]).toMatchObject({ quantity: 4, number: expect.any(String), breakdown: [] });
    expect(row.history.map((h: { to: string }) => h.to)).toEqual(['SUBMITTED', 'APPROVED', 'Shipped']);
  });

  it('filters by status, currency and dealer name', async () => {
    expect((await adminList('?status=SUBMITTED,APPROVED')).names.sort()).toEqual(['cadSubmitted', 'usdApproved', 'usdSubmitted']);
    expect((await adminList('?status=Shipped')).names).toEqual(['teamShipped']);
    expect((await adminList('?status=REJECTED')).names).toEqual(['cadRejected']);
    const cadOnly = await adminList('?currency=CAD');
    expect(cadOnly.names.sort()).toEqual(['cadRejected', 'cadSubmitted']);
    expect(cadOnly.total).toBe(2);
    const maple = await adminList('?filter=maple%20out&status=SUBMITTED');
    expect(maple).toMatchObject({ names: ['cadSubmitted'], total: 1 });
    expect((await adminList('?filter=%25')).total).toBe(0);
    // Sorted by dealer the name is matched inside the page statement: the same answers.
    expect(await adminList('?filter=%25&orderBy=dealer')).toMatchObject({ names: [], total: 0 });
    expect(await adminList('?filter=maple%20out&status=SUBMITTED&orderBy=dealer')).toMatchObject({ names: ['cadSubmitted'], total: 1 });
    expect(await adminList('?filter=MAPLE&orderBy=dealer&offset=5')).toMatchObject({ names: [], total: 2 });
    expect((await adminList('?filter=shade&currency=CAD')).total).toBe(0);
  });

  it('sorts by each column both ways and pages with the total', async () => {
    // Quantities 2..6 of one part: CAD prices are higher than USD, so the CAD orders come last either way.
    expect((await adminList('?orderBy=totalPrice&sortOrder=asc')).names).toEqual(['usdSubmitted', 'usdApproved', 'teamShipped', 'cadSubmitted', 'cadRejected']);
    expect((await adminList('?orderBy=totalPrice&sortOrder=desc')).names).toEqual([
      'cadRejected',
      'cadSubmitted',
      'teamShipped',
      'usdApproved',
      'usdSubmitted',
    ]);
    expect((await adminList('?orderBy=dealer&sortOrder=asc')).names.slice(0, 2).sort()).toEqual(['cadRejected', 'cadSubmitted']);
    expect((await adminList('?orderBy=dealer&sortOrder=desc')).names.slice(0, 3).sort()).toEqual(['teamShipped', 'usdApproved', 'usdSubmitted']);
    // The filtered dealer sort takes another query plan: same order.
    const filtered = await adminList('?filter=a&orderBy=dealer&sortOrder=desc');
    expect(filtered.names.slice(0, 3).sort()).toEqual(['teamShipped', 'usdApproved', 'usdSubmitted']);
    expect(filtered.names.slice(3).sort()).toEqual(['cadRejected', 'cadSubmitted']);
    // Both dealers match 'a': the filtered walk gives the unfiltered order, page by page.
    for (const dir of ['asc', 'desc']) {
      const all = (await adminList(`?orderBy=dealer&sortOrder=${dir}`)).names;
      expect((await adminList(`?filter=a&orderBy=dealer&sortOrder=${dir}`)).names).toEqual(all);
      expect(await adminList(`?filter=a&orderBy=dealer&sortOrder=${dir}&limit=2&offset=1`)).toMatchObject({ names: all.slice(1, 3), total: 5 });
      expect(await adminList(`?filter=a&orderBy=dealer&sortOrder=${dir}&limit=2&offset=4`)).toMatchObject({ names: all.slice(4), total: 5 });
    }
    expect((await adminList('?orderBy=orderName&sortOrder=desc')).names).toEqual(['usdSubmitted', 'usdApproved', 'teamShipped', 'cadSubmitted', 'cadRejected']);
    // Status, then last change; where 'Shipped' falls against 'SUBMITTED' is the database collation's call.
    const byStatus = (await adminList('?orderBy=status&sortOrder=asc')).names;
    expect(byStatus.slice(0, 2)).toEqual(['usdApproved', 'cadRejected']);
    expect(byStatus.join()).toContain('usdSubmitted,cadSubmitted');
    expect((await adminList('?orderBy=createdAt&sortOrder=asc')).names).toEqual(['usdSubmitted', 'usdApproved', 'teamShipped', 'cadSubmitted', 'cadRejected']);
    const page = await adminList('?orderBy=createdAt&sortOrder=asc&limit=2&offset=2');
    expect(page).toMatchObject({ names: ['teamShipped', 'cadSubmitted'], total: 5 });
    expect(page.body).toMatchObject({ offset: 2, limit: 2 });
    expect(await adminList('?offset=100')).toMatchObject({ names: [], total: 5 });
  });

  it('sorts one status by each column, with the currency and dealer filters', async () => {
    expect((await adminList('?status=SUBMITTED&orderBy=totalPrice&sortOrder=desc')).names).toEqual(['cadSubmitted', 'usdSubmitted']);
    expect((await adminList('?status=SUBMITTED&orderBy=totalPrice&sortOrder=asc')).names).toEqual(['usdSubmitted', 'cadSubmitted']);
    expect((await adminList('?status=SUBMITTED&orderBy=createdAt&sortOrder=asc&limit=1&offset=1')).names).toEqual(['cadSubmitted']);
    expect((await adminList('?status=SUBMITTED&orderBy=orderName&sortOrder=desc&currency=USD')).names).toEqual(['usdSubmitted']);
    const byDealer = (await adminList('?status=SUBMITTED&orderBy=dealer&sortOrder=asc')).names;
    expect(byDealer.sort()).toEqual(['cadSubmitted', 'usdSubmitted']);
    expect((await adminList('?status=SUBMITTED&orderBy=dealer&sortOrder=asc&filter=a')).names).toEqual(
      (await adminList('?status=SUBMITTED&orderBy=dealer&sortOrder=asc')).names,
    );
    expect(await adminList('?status=REJECTED&orderBy=dealer&filter=maple')).toMatchObject({ names: ['cadRejected'], total: 1 });
  });

  it('pages alike whether the page size is one the list offers (written into its statement) or any other', async () => {
    for (const query of [
      '?orderBy=totalPrice&sortOrder=desc',
      '?status=SUBMITTED,APPROVED&orderBy=createdAt&sortOrder=asc',
      '?filter=a&orderBy=dealer&sortOrder=asc',
    ]) {
      const all = (await adminList(query)).names;
      expect(all.length).toBeGreaterThanOrEqual(3);
      for (const offset of [0, 1]) {
        expect(await adminList(`${query}&limit=5&offset=${offset}`)).toMatchObject({ names: all.slice(offset, offset + 5) });
        expect(await adminList(`${query}&limit=3&offset=${offset}`)).toMatchObject({ names: all.slice(offset, offset + 3) });
        expect(await adminList(`${query}&limit=10&offset=${offset}`)).toMatchObject({ names: all.slice(offset, offset + 10) });
      }
    }
  });

  it('refuses bad parameters by name (limit over 100 is 400) and callers that are not admins', async () => {
    const bad = await t.call('GET', '/api/admin/orders?limit=101&orderBy=price&status=DRAFT&currency=EUR&sortOrder=up&offset=-1', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['currency', 'limit', 'offset', 'orderBy', 'sortOrder', 'status']);
    expect((await t.call('GET', '/api/admin/orders', { token: usd.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/orders')).status).toBe(401);
    expect((await trpc(t, usd.token, 'orders.adminList', {})).status).toBe(403);
  });

  it('keeps the total right through deletes and transitions', async () => {
    const id = (await trpc(t, usd.token, 'orders.save', saveInput({ cart: partsCart(), status: 'SUBMITTED' }), 'mutation')).data._id;
    expect((await adminList('?status=SUBMITTED')).total).toBe(3);
    await trpc(t, admin.token, 'orders.reject', { id, reason: 'Duplicate' }, 'mutation');
    expect((await adminList('?status=SUBMITTED')).total).toBe(2);
    expect((await adminList('?status=REJECTED')).total).toBe(2);
    await trpc(t, usd.token, 'orders.remove', { id }, 'mutation');
    expect((await adminList('?status=REJECTED')).total).toBe(1);
    expect((await adminList('')).total).toBe(5);
    // The counters (which the dealer sort also pages by) match a recount of the orders.
    const rows = async (query: ReturnType<typeof sql>) => ((await t.db.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const counters = await rows(sql`select customer_id, dealer_key, price_group, status, n from order_counts where n <> 0 order by 1, 2, 3, 4`);
    expect(counters).toEqual(
      await rows(sql`select customer_id, dealer_key, price_group, status, count(*)::int as n from orders group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(counters).toHaveLength(6);
    const whole = (await adminList('?orderBy=dealer&sortOrder=asc')).names;
    expect(whole).toHaveLength(5);
    expect((await adminList('?orderBy=dealer&sortOrder=asc&limit=2&offset=1')).names).toEqual(whole.slice(1, 3));
  });
});

describe('dealer lists', () => {
  const dealerList = async (user: User, path: string) => {
    const res = await t.call('GET', path, { token: user.token });
    expect(res.status).toBe(200);
    return { names: res.body.items.map((o: { orderName: string }) => o.orderName.replace('Order ', '')), body: res.body };
  };

  it('my orders: the owner’s only, drafts included, 25 per page', async () => {
    const mine = await dealerList(usd, '/api/orders/myorders?orderBy=createdAt&sortOrder=asc');
    expect(mine.names).toEqual(['usdDraft', 'usdSubmitted', 'usdApproved']);
    expect(mine.body).toMatchObject({ total: 3, offset: 0, limit: 25 });
    expect((await dealerList(usd, '/api/orders/myorders?offset=3')).body).toMatchObject({ items: [], total: 3, offset: 3 });
  });

  it('team orders: every order of the same ERP customer, never another customer’s', async () => {
    const team = await dealerList(usdTeammate, '/api/orders/teamorders?orderBy=totalPrice&sortOrder=desc');
    expect(team.names).toEqual(['teamShipped', 'usdApproved', 'usdSubmitted', 'usdDraft']);
    expect((await dealerList(cad, '/api/orders/teamorders')).names.sort()).toEqual(['cadRejected', 'cadSubmitted']);
    const viaTrpc = await trpc(t, usdTeammate.token, 'orders.dealerList', { scope: 'team', orderBy: 'shippingDate', sortOrder: 'asc', limit: 1, offset: 0 });
    expect(viaTrpc.data).toMatchObject({ total: 4, limit: 1 });
    expect(viaTrpc.data.items[0]._id).toBe(ids.teamShipped);
  });

  it('refuses bad sort parameters', async () => {
    const res = await t.call('GET', '/api/orders/myorders?orderBy=dealer&offset=x', { token: usd.token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['offset', 'orderBy']);
  });
});

describe('lists read beside the session check', () => {
  it('the gate still answers first: 401 without a session, 403 below the level, whatever the query', async () => {
    expect((await t.call('GET', '/api/admin/orders?limit=999')).status).toBe(401);
    const dealerAsAdmin = await t.call('GET', '/api/admin/orders?limit=999', { token: usd.token });
    expect(dealerAsAdmin.status).toBe(403);
    expect(dealerAsAdmin.body.items).toBeUndefined();
    expect((await t.call('GET', '/api/orders/myorders?orderBy=nope', { token: 'not.a.token' })).status).toBe(401);
  });

  it('a well-signed token of an ended session or a deleted account gets 401 and no orders', async () => {
    const leaver = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
    await t.db.db.execute(sql`update users set token_version = token_version + 1 where id = ${leaver.id}`);
    const ended = await t.call('GET', '/api/orders/teamorders', { token: leaver.token });
    expect(ended.status).toBe(401);
    expect(ended.body.items).toBeUndefined();
    const gone = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
    await t.db.db.execute(sql`delete from users where id = ${gone.id}`);
    expect((await t.call('GET', '/api/orders/teamorders', { token: gone.token })).status).toBe(401);
    const noStore = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000', storeAccess: false });
    expect((await t.call('GET', '/api/orders/teamorders', { token: noStore.token })).status).toBe(403);
  });

  it('team orders follow the account’s ERP customer now; without one, the account’s own orders', async () => {
    const mover = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
    const own = (await trpc(t, mover.token, 'orders.save', saveInput({ orderName: 'Order moverOwn', cart: partsCart() }), 'mutation')).data._id;
    const team = async () => (await t.call('GET', '/api/orders/teamorders?orderBy=createdAt&sortOrder=asc', { token: mover.token })).body;
    expect((await team()).items.map((o: { _id: string }) => o._id)).toContain(ids.usdApproved);
    await t.db.db.execute(sql`update users set bc_customer_id = 'C20000' where id = ${mover.id}`);
    expect((await team()).items.map((o: { orderName: string }) => o.orderName).sort()).toEqual(['Order cadRejected', 'Order cadSubmitted']);
    await t.db.db.execute(sql`update users set bc_customer_id = null where id = ${mover.id}`);
    expect(await team()).toMatchObject({ items: [{ _id: own }], total: 1 });
  });
});
