import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import { orders } from '@portal/db/schema/orders';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { saveInput, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let stranger: User;
let unlinked: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, fname: 'Ada', lname: 'Admin', email: 'copy.ada@staff.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, fname: 'Dan', lname: 'Dealer', email: 'copy.dan@dealer.example.com' });
  teammate = await t.makeUser({ ...roles.dealer, fname: 'Tess', lname: 'Mate', email: 'copy.tess@dealer.example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'copy.sid@other.example.com' });
  unlinked = await t.makeUser({ ...roles.admin, bcCustomerId: null, email: 'copy.nobody@staff.example.com' });
});
afterAll(() => t.close());

const save = (token: string, input: unknown) => trpc(t, token, 'orders.save', input, 'mutation');
const copyRest = (user: User, id: string, key?: string) =>
  t.call('POST', `/api/orders/${id}/copy`, { token: user.token, headers: key ? { 'idempotency-key': key } : {} });
const copyTrpc = (user: User, input: object) => trpc(t, user.token, 'orders.copy', input, 'mutation');
const previewRest = (user: User, id: string) => t.call('GET', `/api/orders/${id}/copy-preview`, { token: user.token });
const previewTrpc = (user: User, id: string) => trpc(t, user.token, 'orders.copyPreview', { id });

/** A dealer's order, submitted and rejected: the order a dealer copies most. */
async function rejectedOrder(name = 'Backyard') {
  const draft = (await save(dealer.token, saveInput({ orderName: name }))).data;
  const submitted = (await save(dealer.token, saveInput({ orderName: name, _id: draft._id, status: 'SUBMITTED' }))).data;
  expect((await trpc(t, admin.token, 'orders.reject', { id: submitted._id, reason: 'Wrong colour' }, 'mutation')).status).toBe(200);
  return submitted;
}

async function withCatalogChange<T>(change: ReturnType<typeof sql>, undo: ReturnType<typeof sql>, run: () => Promise<T>) {
  await t.db.db.execute(change);
  await bumpCatalogVersion(t.db.db);
  try {
    return await run();
  } finally {
    await t.db.db.execute(undo);
    await bumpCatalogVersion(t.db.db);
  }
}

describe("copy an order into a new draft at today's prices (issue 29)", () => {
  it("REST: 201 with a new draft of the caller's, every line repriced, the old and new price of each to the cent", async () => {
    const source = await rejectedOrder('Repeat job');
    const res = await withCatalogChange(
      sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`,
      sql`update portal_pricing_rules set amount_cents = amount_cents - 1000 where name = 'Screen Kit Addition'`,
      async () => {
        const copied = await copyRest(dealer, source._id);
        // The same cart saved now as a new draft: what today's prices are.
        const today = (await save(dealer.token, saveInput({ orderName: 'Priced today' }))).data;
        return { copied, today };
      },
    );
    expect(res.copied.status).toBe(201);
    const draft = res.copied.body;
    expect(draft).toMatchObject({ status: 'DRAFT', orderName: 'Copy of Repeat job', user: dealer.id, rejectionReason: null });
    expect(draft._id).not.toBe(source._id);
    expect(draft.copiedFrom).toEqual({ _id: source._id, orderName: 'Repeat job', currency: 'USD' });
    expect(draft.leftOut).toEqual([]);
    // Today's prices: the screen went up by the $10 kit addition × tier 0.85; roof and part did not change.
    expect(draft.screens[0].totalCents).toBe(res.today.screens[0].totalCents);
    expect(draft.screens[0].totalCents).toBe(source.screens[0].totalCents + 850);
    expect(draft.totalsCents.totalPrice).toBe(res.today.totalsCents.totalPrice);
    expect(draft.copiedLines).toEqual([
      {
        section: 'screens',
        name: 'Screen 1 (Patio)',
        oldPrice: source.screens[0].totalCents / 100,
        newPrice: (source.screens[0].totalCents + 850) / 100,
        difference: 8.5,
      },
      { section: 'roofs', name: `Roof 1 (${source.roofs[0].roofName})`, oldPrice: source.roofs[0].price, newPrice: source.roofs[0].price, difference: 0 },
      {
        section: 'parts',
        name: 'Part 1 (Remote 5 Channel White)',
        oldPrice: source.parts[0].totalCents / 100,
        newPrice: source.parts[0].totalCents / 100,
        difference: 0,
      },
    ]);
    // The copied order is untouched; the draft is stored and listed as the dealer's.
    const again = await trpc(t, dealer.token, 'orders.get', { id: source._id });
    expect(again.data).toMatchObject({ status: 'REJECTED', version: source.version + 1, totalsCents: source.totalsCents });
    const stored = await trpc(t, dealer.token, 'orders.get', { id: draft._id });
    expect(stored.data).toMatchObject({ status: 'DRAFT', user: dealer.id, history: [expect.objectContaining({ from: null, to: 'DRAFT', by: 'Dan Dealer' })] });
  });

  it('tRPC: a line whose item is no longer sold is left out and named; the rest is copied', async () => {
    const source = await rejectedOrder('Discontinued remote');
    const itemNo: string = source.parts[0].number;
    const res = await withCatalogChange(
      sql`update catalog_items set active = false where number = ${itemNo}`,
      sql`update catalog_items set active = true where number = ${itemNo}`,
      () => copyTrpc(dealer, { id: source._id }),
    );
    expect(res.status).toBe(200);
    expect(res.data.parts).toEqual([]);
    expect(res.data.screens).toHaveLength(1);
    expect(res.data.roofs).toHaveLength(1);
    expect(res.data.leftOut).toEqual([{ section: 'parts', name: 'Part 1 (Remote 5 Channel White)', reason: 'No longer sold' }]);
    expect(res.data.copiedLines.map((l: { name: string }) => l.name)).toEqual(['Screen 1 (Patio)', `Roof 1 (${source.roofs[0].roofName})`]);
    expect(res.data.totalsCents.totalPrice).toBe(source.screens[0].totalCents + source.roofs[0].totalCents);
  });

  it('an order where nothing is sold today makes no draft (409 LINES_NOT_ORDERABLE)', async () => {
    const draft = (await save(dealer.token, saveInput({ orderName: 'Only a remote', cart: { parts: [{ config: saveInput().cart.parts![0]!.config }] } }))).data;
    const itemNo: string = draft.parts[0].number;
    const before = await t.db.db.$count(orders);
    const res = await withCatalogChange(
      sql`update catalog_items set active = false where number = ${itemNo}`,
      sql`update catalog_items set active = true where number = ${itemNo}`,
      () => copyRest(dealer, draft._id),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('LINES_NOT_ORDERABLE');
    expect(res.body.message).toContain('Part 1 (Remote 5 Channel White)');
    expect(await t.db.db.$count(orders)).toBe(before);
  });

  it("who may copy: the team's order into the teammate's own draft; another customer's is 404; an administrator copies any", async () => {
    const source = await rejectedOrder('Team job');
    const mine = await copyRest(teammate, source._id);
    expect(mine.status).toBe(201);
    expect(mine.body.user).toBe(teammate.id);
    expect(mine.body.userDetails.userName).toBe('Tess Mate');
    const other = await copyRest(stranger, source._id);
    expect(other.status).toBe(404);
    expect((await copyTrpc(stranger, { id: source._id })).error.data.httpStatus).toBe(404);
    expect((await copyRest(dealer, randomUUID())).status).toBe(404);
    expect((await copyRest(admin, source._id)).status).toBe(201);
    // No prices for an administrator without an ERP customer: nothing is made.
    const none = await copyRest(unlinked, source._id);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NO_ERP_CUSTOMER');
    expect((await t.call('POST', '/api/orders/not-an-id/copy', { token: dealer.token })).status).toBe(400);
    expect((await t.call('POST', `/api/orders/${source._id}/copy`, {})).status).toBe(401);
  });

  it('Idempotency-Key: a retried copy answers the same draft; the key of another request is refused', async () => {
    const source = await rejectedOrder('Retried copy');
    const key = randomUUID();
    const first = await copyRest(dealer, source._id, key);
    const again = await copyRest(dealer, source._id, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.copiedLines).toEqual(first.body.copiedLines);
    expect(await t.db.db.$count(orders, eq(orders.orderName, 'Copy of Retried copy'))).toBe(1);
    // tRPC takes the key in its input, and shares the account's keys with REST.
    expect((await copyTrpc(dealer, { id: source._id, idempotencyKey: key })).data._id).toBe(first.body._id);
    const other = await rejectedOrder('Another order');
    const reused = await copyRest(dealer, other._id, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await copyRest(dealer, source._id, 'not a key!')).status).toBe(400);
  });

  it('the order limits hold: a copy over the line limit is refused (400 ORDER_LIMIT_EXCEEDED) and nothing is stored', async () => {
    const limited = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true, ORDER_MAX_LINES: 2 } });
    try {
      const user = await limited.makeUser({ ...roles.dealer, email: 'copy.limits@dealer.example.com' });
      const draft = await trpc(limited, user.token, 'orders.save', saveInput({ cart: { ...saveInput().cart, roofs: [] } }), 'mutation');
      expect(draft.status).toBe(200);
      // Stored before the limit was lowered: three lines.
      await limited.db.db
        .update(orders)
        .set({ lines: sql`jsonb_set(${orders.lines}, '{parts}', (${orders.lines}->'parts') || (${orders.lines}->'parts'))` })
        .where(eq(orders.id, draft.data._id));
      const rows = await limited.db.db.$count(orders);
      const res = await limited.call('POST', `/api/orders/${draft.data._id}/copy`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ORDER_LIMIT_EXCEEDED');
      expect(await limited.db.db.$count(orders)).toBe(rows);
    } finally {
      await limited.close();
    }
  });
});

describe('preview a copy before anything is saved (issue 29)', () => {
  const discontinue = (itemNo: string) =>
    [sql`update catalog_items set active = false where number = ${itemNo}`, sql`update catalog_items set active = true where number = ${itemNo}`] as const;

  it('REST: 200 with the lines, left-out lines and totals the copy then saves; the preview writes nothing', async () => {
    const source = await rejectedOrder('Preview first');
    const [off, on] = discontinue(source.parts[0].number);
    const { preview, rows, rowsAfter, copied } = await withCatalogChange(off, on, async () => {
      const rows = await t.db.db.$count(orders);
      const preview = await previewRest(dealer, source._id);
      const rowsAfter = await t.db.db.$count(orders);
      return { preview, rows, rowsAfter, copied: await copyRest(dealer, source._id) };
    });
    expect(preview.status).toBe(200);
    expect(rowsAfter).toBe(rows);
    expect(preview.body).toEqual({
      copiedFrom: { _id: source._id, orderName: 'Preview first', currency: 'USD' },
      currency: 'USD',
      copiedLines: [
        {
          section: 'screens',
          name: 'Screen 1 (Patio)',
          oldPrice: source.screens[0].totalCents / 100,
          newPrice: source.screens[0].totalCents / 100,
          difference: 0,
        },
        { section: 'roofs', name: `Roof 1 (${source.roofs[0].roofName})`, oldPrice: source.roofs[0].price, newPrice: source.roofs[0].price, difference: 0 },
      ],
      leftOut: [{ section: 'parts', name: 'Part 1 (Remote 5 Channel White)', reason: 'No longer sold' }],
      totalsCents: {
        screensTotal: source.screens[0].totalCents,
        roofsTotal: source.roofs[0].totalCents,
        partsTotal: 0,
        totalPrice: source.screens[0].totalCents + source.roofs[0].totalCents,
      },
    });
    // The copy saves what the preview showed.
    expect(copied.status).toBe(201);
    expect(copied.body.copiedLines).toEqual(preview.body.copiedLines);
    expect(copied.body.leftOut).toEqual(preview.body.leftOut);
    expect(copied.body.totalsCents).toEqual(preview.body.totalsCents);
    const stored = await trpc(t, dealer.token, 'orders.get', { id: copied.body._id });
    expect(stored.data.totalsCents).toEqual(preview.body.totalsCents);
    expect(stored.data.screens.map((l: { totalCents: number }) => l.totalCents)).toEqual([Math.round(preview.body.copiedLines[0].newPrice * 100)]);
  });

  it("tRPC: today's price and its difference, the same as REST; nothing written", async () => {
    const source = await rejectedOrder('Preview by tRPC');
    const rows = await t.db.db.$count(orders);
    const { viaTrpc, viaRest } = await withCatalogChange(
      sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`,
      sql`update portal_pricing_rules set amount_cents = amount_cents - 1000 where name = 'Screen Kit Addition'`,
      async () => ({ viaTrpc: await previewTrpc(dealer, source._id), viaRest: await previewRest(dealer, source._id) }),
    );
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data.copiedLines[0]).toEqual({
      section: 'screens',
      name: 'Screen 1 (Patio)',
      oldPrice: source.screens[0].totalCents / 100,
      newPrice: (source.screens[0].totalCents + 850) / 100,
      difference: 8.5,
    });
    expect(viaTrpc.data.totalsCents.totalPrice).toBe(source.totalsCents.totalPrice + 850);
    expect(viaTrpc.data).toEqual(viaRest.body);
    expect(await t.db.db.$count(orders)).toBe(rows);
  });

  it("who may preview: the copy's access; another customer's order is 404; no prices is 409 NO_ERP_CUSTOMER", async () => {
    const source = await rejectedOrder('Preview access');
    expect((await previewRest(teammate, source._id)).status).toBe(200);
    expect((await previewRest(admin, source._id)).status).toBe(200);
    expect((await previewRest(stranger, source._id)).status).toBe(404);
    expect((await previewTrpc(stranger, source._id)).error.data.httpStatus).toBe(404);
    expect((await previewRest(dealer, randomUUID())).status).toBe(404);
    const none = await previewRest(unlinked, source._id);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NO_ERP_CUSTOMER');
    expect((await previewTrpc(unlinked, source._id)).error.data.httpStatus).toBe(409);
    expect((await t.call('GET', '/api/orders/not-an-id/copy-preview', { token: dealer.token })).status).toBe(400);
    expect((await t.call('GET', `/api/orders/${source._id}/copy-preview`, {})).status).toBe(401);
  });
});
