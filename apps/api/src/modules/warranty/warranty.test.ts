import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { warrantyRequests } from '@portal/db/schema/warranty';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { trpc } from '../orders/orders-test-kit';
import { makeOrder, warrantyBody } from './warranty-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let other: User;
let noStore: User;
let approved: OrderView;
let shipped: OrderView;
let submitted: OrderView;
let othersOrder: OrderView;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'warranty.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'warranty.dealer@example.com', fname: 'Dana', lname: 'Dealer' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'warranty.teammate@example.com' });
  other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'warranty.other@example.com' });
  noStore = await t.makeUser({ isApproved: true, bcCustomerId: 'C10000' });
  approved = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  shipped = await makeOrder(t, dealer.id, admin.id, 'Shipped');
  submitted = await makeOrder(t, dealer.id, admin.id, 'SUBMITTED');
  othersOrder = await makeOrder(t, other.id, admin.id, 'APPROVED');
});
afterAll(() => t.close());

const stored = async () => Number((await t.db.db.select({ n: count() }).from(warrantyRequests))[0]?.n);
const file = (user: User, body: unknown) => t.call('POST', '/api/warranty', { token: user.token, body });

describe('POST /api/warranty (portal.md §3, §5, issue 17)', () => {
  it('files a request on a shipped order: 201, New, the caller, the order, its items counted; administrators are mailed', async () => {
    const res = await file(dealer, warrantyBody(shipped));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      warrantyStatus: 'New',
      itemsCount: 1,
      order: shipped._id,
      orderName: shipped.orderName,
      user: dealer.id,
      userDetails: { userName: 'Dana Dealer', email: 'warranty.dealer@example.com', bc_customer_id: 'C10000', bc_customer_displayName: 'Shade Masters Inc.' },
      warrantyMessage: 'The screen arrived damaged',
      warrantyItems: [
        {
          itemId: shipped.screens[0]?.screenId,
          kind: 'screen',
          subItems: ['Housing', 'Motor'],
          comments: { Housing: 'Dented at the left end', Motor: 'Does not turn' },
        },
      ],
      history: [{ by: 'Dana Dealer', from: null, to: 'New' }],
    });
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.warrantyId).toMatch(/^W-\d{5}$/);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.updatedAt).toBe(res.body.createdAt);
    const mail = await waitForMail(t, 'warranty.admin@example.com', res.body.warrantyId);
    expect(mail.text).toContain('Housing (Dented at the left end)');
    // The link opens this request, not just the list (issue 29).
    expect(mail.text).toContain(`/admin/warranties?warranty=${res.body._id}`);
    const got = await t.call('GET', `/api/warranty/${res.body._id}`, { token: dealer.token });
    expect(got.body).toEqual(res.body);
  });

  it('a roof line takes the roof list, a screen line the screen list; both on one approved order', async () => {
    const roof = approved.roofs[0]?.roofId;
    const body = warrantyBody(approved, {
      warrantyItems: [
        ...warrantyBody(approved).warrantyItems,
        {
          itemId: roof,
          subItems: ['Gutter', 'Link Bar HD'],
          comments: { Gutter: 'Leaks', 'Link Bar HD': 'Bent', Motor: 'a comment of a sub-item not ticked' },
        },
      ],
    });
    const res = await file(dealer, body);
    expect(res.status).toBe(201);
    expect(res.body.itemsCount).toBe(2);
    expect(res.body.warrantyItems[1]).toEqual({
      itemId: roof,
      kind: 'roof',
      itemName: expect.any(String),
      subItems: ['Gutter', 'Link Bar HD'],
      comments: { Gutter: 'Leaks', 'Link Bar HD': 'Bent' },
    });
  });

  it('ignores a status, owner, customer or dates sent by the client', async () => {
    const res = await file(dealer, {
      ...warrantyBody(shipped),
      warrantyStatus: 'Closed',
      user: other.id,
      userDetails: { bc_customer_id: 'C10010' },
      createdAt: '2001-01-01T00:00:00.000Z',
      itemsCount: 99,
      history: [],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ warrantyStatus: 'New', user: dealer.id, itemsCount: 1, userDetails: { bc_customer_id: 'C10000' } });
    expect(res.body.createdAt.startsWith('2001')).toBe(false);
  });

  it('refuses every broken rule with 400 naming the field, and stores nothing', async () => {
    const screenId = shipped.screens[0]?.screenId;
    const roofId = shipped.roofs[0]?.roofId;
    const partId = shipped.parts[0]?.partId;
    const item = (overrides: Record<string, unknown>) => ({ itemId: screenId, subItems: ['Housing'], comments: { Housing: 'Dented' }, ...overrides });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ warrantyItems: [] }, { warrantyItems: 'Select at least one screen or roof' }],
      [{ warrantyMessage: '   ' }, { warrantyMessage: 'Please describe the problem' }],
      [{ warrantyMessage: undefined }, { warrantyMessage: 'The message must be text' }],
      [{ warrantyItems: [item({ comments: {} })] }, { 'warrantyItems.0.comments.Housing': 'Add a comment for Housing' }],
      [
        { warrantyItems: [item({ subItems: ['Housing', 'Track'], comments: { Housing: 'ok', Track: ' \t' } })] },
        { 'warrantyItems.0.comments.Track': 'Add a comment for Track' },
      ],
      [{ warrantyItems: [item({}), item({})] }, { 'warrantyItems.1.itemId': 'This line is already in the request' }],
      [{ warrantyItems: [item({ itemId: partId })] }, { 'warrantyItems.0.itemId': 'Not a screen or roof of this order' }],
      [{ warrantyItems: [item({ itemId: approved.screens[0]?.screenId })] }, { 'warrantyItems.0.itemId': 'Not a screen or roof of this order' }],
      [{ warrantyItems: [item({ itemId: roofId })] }, { 'warrantyItems.0.subItems.0': 'Housing is not a roof sub-item' }],
      [{ warrantyItems: [item({ subItems: ['Gutter'], comments: { Gutter: 'x' } })] }, { 'warrantyItems.0.subItems.0': 'Gutter is not a screen sub-item' }],
      [{ warrantyItems: [item({ subItems: ['Wheel'], comments: { Wheel: 'x' } })] }, { 'warrantyItems.0.subItems.0': 'Choose sub-items from the list' }],
      [{ warrantyMessage: 'x'.repeat(5001) }, { warrantyMessage: 'The message must be at most 5000 characters' }],
      [
        { warrantyItems: [item({ comments: { Housing: 'x'.repeat(1001) } })] },
        { 'warrantyItems.0.comments.Housing': 'A comment must be at most 1000 characters' },
      ],
      [{ warrantyItems: Array.from({ length: 601 }, (_, i) => item({ itemId: `line-${i}` })) }, { warrantyItems: 'At most 600 items' }],
      [{ order: 'not-a-uuid' }, { order: 'Invalid order id' }],
    ];
    const before = await stored();
    for (const [overrides, fieldErrors] of cases) {
      const res = await file(dealer, warrantyBody(shipped, overrides));
      expect(res.status, JSON.stringify(overrides).slice(0, 200)).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT');
      expect(res.body.fieldErrors, JSON.stringify(overrides).slice(0, 200)).toMatchObject(fieldErrors);
    }
    expect(await stored()).toBe(before);
  });

  it('only on an approved or shipped order of the dealer or their team; administrators do not file', async () => {
    const before = await stored();
    const onSubmitted = await file(dealer, warrantyBody(submitted));
    expect(onSubmitted.status).toBe(409);
    expect(onSubmitted.body.message).toBe('Warranty requests can be filed only on approved or shipped orders');
    const draft = await makeOrder(t, dealer.id, admin.id, 'DRAFT');
    expect((await file(dealer, warrantyBody(draft))).status).toBe(409);
    const foreign = await file(dealer, warrantyBody(othersOrder));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    const missing = await file(dealer, warrantyBody(othersOrder, { order: '7b0e8c5e-4a7e-4a57-9d43-000000000000' }));
    expect(missing).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await file(admin, warrantyBody(approved))).status).toBe(403);
    expect((await file(noStore, warrantyBody(approved))).status).toBe(403);
    expect((await t.call('POST', '/api/warranty', { body: warrantyBody(approved) })).status).toBe(401);
    expect(await stored()).toBe(before);
    // A teammate files on the team's order: theirs, seen by the team.
    const byTeammate = await file(teammate, warrantyBody(approved));
    expect(byTeammate.status).toBe(201);
    expect(byTeammate.body.user).toBe(teammate.id);
  });
});

describe('GET /api/warranty/{id}', () => {
  it('the owner, the team and administrators read it; another customer hears 404 as for a missing one; a malformed id is 400', async () => {
    const filed = (await file(dealer, warrantyBody(shipped))).body;
    for (const user of [dealer, teammate, admin]) expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: user.token })).body._id).toBe(filed._id);
    const foreign = await t.call('GET', `/api/warranty/${filed._id}`, { token: other.token });
    const missing = await t.call('GET', '/api/warranty/7b0e8c5e-4a7e-4a57-9d43-000000000000', { token: other.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Warranty not found' } });
    expect(missing.body).toEqual(foreign.body);
    expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: noStore.token })).status).toBe(403);
    // An administrator reads it whatever their store access (the admin dialogs and order rows read through here).
    const adminNoStore = await t.makeUser({ isApproved: true, isAdmin: true, bcCustomerId: 'C10010' });
    expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: adminNoStore.token })).body._id).toBe(filed._id);
    expect((await trpc(t, adminNoStore.token, 'warranty.forOrder', { orderId: shipped._id })).status).toBe(200);
    expect((await trpc(t, noStore.token, 'warranty.forOrder', { orderId: shipped._id })).status).toBe(403);
    expect((await t.call('GET', `/api/warranty/${filed._id}`)).status).toBe(401);
    const malformed = await t.call('GET', '/api/warranty/not-a-uuid', { token: dealer.token });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Invalid warranty id', fieldErrors: { id: 'Invalid warranty id' } } });
  });
});

describe('PATCH /api/warranty (administrators)', () => {
  it('a dealer, their team and another dealer get 403 and change nothing', async () => {
    const filed = (await file(dealer, warrantyBody(shipped))).body;
    for (const user of [dealer, teammate, other]) {
      const res = await t.call('PATCH', '/api/warranty', { token: user.token, body: { _id: filed._id, warrantyStatus: 'Closed' } });
      expect(res.status).toBe(403);
    }
    expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: dealer.token })).body).toEqual(filed);
  });

  it('a status change is kept in the history and mailed to the dealer who filed it; a message alone is neither', async () => {
    const filed = (await file(dealer, warrantyBody(shipped))).body;
    const moved = await t.call('PATCH', '/api/warranty', { token: admin.token, body: { _id: filed._id, warrantyStatus: 'In Progress' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      warrantyStatus: 'In Progress',
      warrantyMessage: filed.warrantyMessage,
      history: [
        { from: null, to: 'New' },
        { from: 'New', to: 'In Progress', by: 'Test User 1' },
      ],
    });
    expect(Date.parse(moved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(filed.updatedAt));
    const mail = await waitForMail(t, 'warranty.dealer@example.com', `${filed.warrantyId} is In Progress`);
    expect(mail.text).toContain('moved from New to In Progress');
    expect(mail.text).toContain(`/account/warranties?warranty=${filed._id}`);

    const mailsBefore = (await listOutboxFor(t.db.db, 'warranty.dealer@example.com')).length;
    const edited = await t.call('PATCH', '/api/warranty', {
      token: admin.token,
      body: { _id: filed._id, warrantyMessage: '  Housing replaced under warranty  ' },
    });
    expect(edited.body).toMatchObject({ warrantyStatus: 'In Progress', warrantyMessage: 'Housing replaced under warranty' });
    expect(edited.body.history).toHaveLength(2);
    const same = await t.call('PATCH', '/api/warranty', { token: admin.token, body: { _id: filed._id, warrantyStatus: 'In Progress' } });
    expect(same.body.history).toHaveLength(2);
    const closed = await t.call('PATCH', '/api/warranty', { token: admin.token, body: { _id: filed._id, warrantyStatus: 'Closed', warrantyMessage: 'Done' } });
    expect(closed.body).toMatchObject({ warrantyStatus: 'Closed', warrantyMessage: 'Done' });
    expect(closed.body.history.map((h: { to: string }) => h.to)).toEqual(['New', 'In Progress', 'Closed']);
    await waitForMail(t, 'warranty.dealer@example.com', `${filed.warrantyId} is Closed`);
    expect((await listOutboxFor(t.db.db, 'warranty.dealer@example.com')).length).toBe(mailsBefore + 1);
    // The dealer reads what the administrator wrote.
    expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: dealer.token })).body).toEqual(closed.body);
  });

  it('refuses a blank message, an unknown status, nothing to change and an unknown id', async () => {
    const filed = (await file(dealer, warrantyBody(shipped))).body;
    const cases: [unknown, number, Record<string, string>][] = [
      [{ _id: filed._id, warrantyMessage: '  ' }, 400, { warrantyMessage: 'Please describe the problem' }],
      [{ _id: filed._id, warrantyStatus: 'Done' }, 400, { warrantyStatus: 'warrantyStatus must be one of New, In Progress, Closed' }],
      [{ _id: filed._id }, 400, { _: 'Send a warrantyStatus or a warrantyMessage to change' }],
      [{ _id: 'nope', warrantyStatus: 'Closed' }, 400, { _id: 'Invalid warranty id' }],
    ];
    for (const [body, status, fieldErrors] of cases) {
      const res = await t.call('PATCH', '/api/warranty', { token: admin.token, body });
      expect(res.status).toBe(status);
      expect(res.body.fieldErrors).toMatchObject(fieldErrors);
    }
    const missing = await t.call('PATCH', '/api/warranty', {
      token: admin.token,
      body: { _id: '7b0e8c5e-4a7e-4a57-9d43-000000000000', warrantyStatus: 'Closed' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Warranty not found' } });
    expect((await t.call('GET', `/api/warranty/${filed._id}`, { token: admin.token })).body).toEqual(filed);
  });
});

describe('the lists', () => {
  it('mine shows my requests, team my ERP customer’s, neither another customer’s; 20 a page, counts right after each change', async () => {
    const fresh = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10020' });
    const freshMate = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10020' });
    const order = await makeOrder(t, fresh.id, admin.id, 'APPROVED');
    const mine = (offset = 0) => t.call('GET', `/api/warranty/mywarranties?offset=${offset}`, { token: fresh.token });
    const team = (user: User) => t.call('GET', '/api/warranty/teamwarranties', { token: user.token });
    expect((await mine()).body).toEqual({ items: [], total: 0, offset: 0, limit: 20 });
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      ids.push((await file(fresh, warrantyBody(order, { warrantyMessage: `Request ${i}` }))).body._id);
      if (i === 0) expect((await mine()).body.total).toBe(1);
    }
    const first = (await mine()).body;
    expect(first).toMatchObject({ total: 22, offset: 0, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]._id).toBe(ids[21]);
    const second = (await mine(20)).body;
    expect(second.items.map((w: { _id: string }) => w._id)).toEqual([ids[1], ids[0]]);
    // The teammate files one: in the team list for both, in neither's mine list but the teammate's.
    await file(freshMate, warrantyBody(order));
    expect((await team(fresh)).body.total).toBe(23);
    expect((await team(freshMate)).body.total).toBe(23);
    expect((await t.call('GET', '/api/warranty/mywarranties', { token: freshMate.token })).body.total).toBe(1);
    expect((await mine()).body.total).toBe(22);
    const othersTeam = (await team(other)).body;
    expect(othersTeam.items.filter((w: { userDetails: { bc_customer_id: string } }) => w.userDetails.bc_customer_id !== 'C10010')).toEqual([]);
    // tRPC: the same page.
    const viaTrpc = await trpc(t, fresh.token, 'warranty.dealerList', { scope: 'team', offset: 20 });
    expect(viaTrpc.data).toMatchObject({ total: 23, offset: 20, limit: 20 });
    expect(viaTrpc.data.items).toHaveLength(3);
    expect((await t.call('GET', '/api/warranty/mywarranties?offset=-1', { token: fresh.token })).status).toBe(400);
    expect((await t.call('GET', '/api/warranty/mywarranties', { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', '/api/warranty/mywarranties', { token: noStore.token })).status).toBe(403);
  });

  it('administrators list every request, 50 a page, filtered by status and dealer name; counts follow each change', async () => {
    const list = (query: string, token = admin.token) => t.call('GET', `/api/admin/warranties${query}`, { token });
    for (const user of [dealer, teammate, other]) expect((await list('', user.token)).status).toBe(403);
    const total = (await list('')).body.total;
    for (let i = total; i < 55; i += 1) await file(other, warrantyBody(othersOrder));
    const all = (await list('')).body;
    expect(all).toMatchObject({ offset: 0, limit: 50 });
    expect(all.total).toBe(Math.max(total, 55));
    expect(all.items).toHaveLength(50);
    expect((await list('?limit=10&offset=5')).body).toMatchObject({ limit: 10, offset: 5, items: expect.any(Array) });
    expect((await list('?limit=101')).status).toBe(400);

    const sunset = (await list('?filter=sunset')).body;
    expect(sunset.total).toBeGreaterThan(0);
    expect(sunset.items.every((w: { userDetails: { bc_customer_id: string } }) => w.userDetails.bc_customer_id === 'C10010')).toBe(true);
    expect((await list('?filter=' + encodeURIComponent('%'))).body.total).toBe(0);
    expect((await list('?filter=' + encodeURIComponent('_'))).body.total).toBe(0);

    const newCount = (await list('?status=New')).body.total;
    const inProgress = (await list('?status=In%20Progress')).body.total;
    const filed = (await file(other, warrantyBody(othersOrder))).body;
    expect((await list('?status=New')).body.total).toBe(newCount + 1);
    await t.call('PATCH', '/api/warranty', { token: admin.token, body: { _id: filed._id, warrantyStatus: 'In Progress' } });
    expect((await list('?status=New')).body.total).toBe(newCount);
    const moved = (await list('?status=In%20Progress')).body;
    expect(moved.total).toBe(inProgress + 1);
    expect(moved.items[0]).toMatchObject({ _id: filed._id, warrantyStatus: 'In Progress' });
    expect((await list('?status=Open')).status).toBe(400);
    // tRPC: the same list.
    expect((await trpc(t, admin.token, 'warranty.adminList', { status: 'In Progress' })).data.total).toBe(inProgress + 1);
    expect((await trpc(t, dealer.token, 'warranty.adminList', {})).status).toBe(403);
  });

  it("an order's requests for its expanded row: whoever sees the order; another customer hears 404 as for the order", async () => {
    const order = await makeOrder(t, dealer.id, admin.id, 'Shipped');
    const a = (await file(dealer, warrantyBody(order))).body;
    const b = (await file(teammate, warrantyBody(order))).body;
    for (const user of [dealer, teammate, admin]) {
      const res = await trpc(t, user.token, 'warranty.forOrder', { orderId: order._id });
      expect(res.data.items.map((w: { _id: string }) => w._id)).toEqual([b._id, a._id]);
      expect(res.data.total).toBe(2);
    }
    const foreign = await trpc(t, other.token, 'warranty.forOrder', { orderId: order._id });
    expect(foreign.status).toBe(404);
    expect(foreign.error.message).toBe('Order not found');
    expect((await trpc(t, dealer.token, 'warranty.forOrder', { orderId: 'x' })).status).toBe(400);
  });
});

describe('the orders the new-warranty dialog offers', () => {
  it("a dealer's and their team's approved and shipped orders, newest first, by part of the name; none to administrators or another customer", async () => {
    const ids = (data: { items: { _id: string }[] }) => data.items.map((o) => o._id);
    const mine = (await trpc(t, dealer.token, 'warranty.orders', {})).data;
    expect(ids(mine)).toEqual(expect.arrayContaining([approved._id, shipped._id]));
    expect(ids(mine)).not.toContain(submitted._id);
    expect(ids(mine)).not.toContain(othersOrder._id);
    expect(mine.items.every((o: { status: string; customerId: string }) => ['APPROVED', 'Shipped'].includes(o.status) && o.customerId === 'C10000')).toBe(true);
    expect(ids((await trpc(t, teammate.token, 'warranty.orders', {})).data)).toEqual(expect.arrayContaining([approved._id, shipped._id]));
    const searched = (await trpc(t, dealer.token, 'warranty.orders', { search: 'shipped' })).data;
    expect(ids(searched)).toContain(shipped._id);
    expect(ids(searched)).not.toContain(approved._id);
    expect(ids((await trpc(t, other.token, 'warranty.orders', {})).data)).toEqual([othersOrder._id]);
    expect((await trpc(t, admin.token, 'warranty.orders', {})).data).toMatchObject({ items: [], total: 0 });
  });
});

describe('the tRPC procedures answer as the REST routes', () => {
  it('create, get and update', async () => {
    const created = await trpc(t, dealer.token, 'warranty.create', warrantyBody(shipped), 'mutation');
    expect(created.data).toMatchObject({ warrantyStatus: 'New', user: dealer.id });
    const refused = await trpc(t, dealer.token, 'warranty.create', warrantyBody(shipped, { warrantyItems: [] }), 'mutation');
    expect(refused.status).toBe(400);
    expect((await trpc(t, other.token, 'warranty.get', { id: created.data._id })).status).toBe(404);
    expect((await trpc(t, teammate.token, 'warranty.update', { _id: created.data._id, warrantyStatus: 'Closed' }, 'mutation')).status).toBe(403);
    const updated = await trpc(t, admin.token, 'warranty.update', { _id: created.data._id, warrantyStatus: 'Closed' }, 'mutation');
    expect(updated.data.warrantyStatus).toBe('Closed');
  });
});
