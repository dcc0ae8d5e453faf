import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { upsertErpCustomers } from '@portal/db/queries/catalog';
import { orderListItems } from '@portal/db/schema/orders';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { listItemFormat } from './order-list-items';
import { addTransferParties, partsCart, saveInput, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let corp: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  await addTransferParties(t);
  corp = await t.makeUser({ ...roles.dealer, isCorporation: true });
});
afterAll(() => t.close());

const myOrders = async () => {
  const res = await t.call('GET', '/api/orders/myorders', { token: corp.token });
  expect(res.status).toBe(200);
  return res.body as { items: Record<string, unknown>[]; total: number };
};
const storedItem = async (orderId: string) => (await t.db.db.select().from(orderListItems).where(eq(orderListItems.orderId, orderId)))[0];
const newOrder = async (overrides = {}) => {
  const res = await trpc(t, corp.token, 'orders.save', saveInput({ orderNumber: '77', ...overrides }), 'mutation');
  expect(res.status).toBe(200);
  return res.data as { _id: string };
};

/** What a list row shows of an order: the order without price breakdowns and kits. */
/** A row is the order without breakdowns and kits, and without estimates (they change with the day; issue 32). */
function withoutBreakdowns(order: { screens: object[]; roofs: object[]; parts: object[] }) {
  const unestimated = { breakdown: [], estimatedShipDate: null };
  return {
    ...order,
    estimatedShipDate: null,
    screens: order.screens.map((l) => ({ ...l, ...unestimated, mappedScrKits: { BOMS: [], items: [] } })),
    roofs: order.roofs.map((l) => ({ ...l, ...unestimated, mappedRfKits: [] })),
    parts: order.parts.map((l) => ({ ...l, ...unestimated })),
  };
}

describe('order list rows, stored serialized with each write', () => {
  it('a row is the order as GET shows it without breakdowns and kits, the same through REST and tRPC', async () => {
    const { _id } = await newOrder({ status: 'SUBMITTED' });
    const order = (await t.call('GET', `/api/orders/${_id}`, { token: corp.token })).body;
    expect(order.screens[0].breakdown.length).toBeGreaterThan(0);
    expect(order.estimatedShipDate).not.toBeNull();
    const row = (await myOrders()).items.find((o) => o._id === _id);
    expect(row).toEqual(withoutBreakdowns(order));
    const viaTrpc = await trpc(t, corp.token, 'orders.dealerList', { scope: 'mine', orderBy: 'updatedAt', sortOrder: 'desc', limit: 25, offset: 0 });
    expect(viaTrpc.data.items).toEqual((await myOrders()).items);
    expect((await storedItem(_id))?.format).toBe(listItemFormat);
  });

  it('shows every write at once: a renamed draft, then its submission in the history', async () => {
    const { _id } = await newOrder({ orderName: 'First name' });
    expect((await myOrders()).items.find((o) => o._id === _id)).toMatchObject({ orderName: 'First name', status: 'DRAFT' });
    await trpc(t, corp.token, 'orders.save', saveInput({ _id, orderNumber: '77', orderName: 'Second name', status: 'SUBMITTED' }), 'mutation');
    const row = (await myOrders()).items.find((o) => o._id === _id);
    expect(row).toMatchObject({
      orderName: 'Second name',
      status: 'SUBMITTED',
      history: [
        { from: null, to: 'DRAFT' },
        { from: 'DRAFT', to: 'SUBMITTED' },
      ],
    });
  });

  it('rebuilds a missing or outdated row when a list reads it, and stores it again', async () => {
    const { _id } = await newOrder({ orderName: 'Rebuilt' });
    const before = (await myOrders()).items.find((o) => o._id === _id);
    await t.db.db.delete(orderListItems).where(eq(orderListItems.orderId, _id));
    const listed = await myOrders();
    expect(listed.items.find((o) => o._id === _id)).toEqual(before);
    expect(listed.items).toHaveLength(listed.total);
    expect((await storedItem(_id))?.item).toBe(JSON.stringify(before));

    await t.db.db
      .update(orderListItems)
      .set({ format: listItemFormat - 1, item: '{"orderName":"outdated"}' })
      .where(eq(orderListItems.orderId, _id));
    expect((await myOrders()).items.find((o) => o._id === _id)).toEqual(before);
    expect(await storedItem(_id)).toMatchObject({ format: listItemFormat, item: JSON.stringify(before) });
  });

  it('a server keeps copies of the rows it listed and uses one only while the stored row has its version', async () => {
    const { _id } = await newOrder({ orderName: 'Copied' });
    const first = (await myOrders()).items.find((o) => o._id === _id);
    // Rewritten behind the server's back, same version: the copy is still what the version names.
    const edited = JSON.stringify({ ...first, orderName: 'Edited in the database' });
    await t.db.db.update(orderListItems).set({ item: edited }).where(eq(orderListItems.orderId, _id));
    expect((await myOrders()).items.find((o) => o._id === _id)).toEqual(first);
    // A new version (what every write draws): the stored row is read again.
    await t.db.db
      .update(orderListItems)
      .set({ version: sql`nextval('order_list_item_versions')` })
      .where(eq(orderListItems.orderId, _id));
    expect((await myOrders()).items.find((o) => o._id === _id)).toMatchObject({ orderName: 'Edited in the database' });
  });

  it('a transfer shows its parties’ new names after the ERP renames them', async () => {
    const { _id } = await newOrder({ transfer: true, sender: 'C30000', receiver: 'C30010', cart: partsCart(), orderNumber: '' });
    expect((await myOrders()).items.find((o) => o._id === _id)).toMatchObject({ senderName: 'Lakeside Awnings', receiverName: 'Prairie Patio' });
    await upsertErpCustomers(t.db.db, [{ id: 'C30000', displayName: 'Lakeside Awnings & Shade', priceGroup: 'USD' }]);
    expect((await myOrders()).items.find((o) => o._id === _id)).toMatchObject({ senderName: 'Lakeside Awnings & Shade', receiverName: 'Prairie Patio' });
    const other = await storedItem((await newOrder({ orderName: 'Not a transfer' }))._id);
    await upsertErpCustomers(t.db.db, [{ id: 'C30010', displayName: 'Prairie Patio Ltd', priceGroup: 'CAD' }]);
    expect(await storedItem(other?.orderId ?? '')).toEqual(other);
  });

  it('a deleted order takes its row with it', async () => {
    const { _id } = await newOrder({ orderName: 'Gone' });
    expect((await trpc(t, corp.token, 'orders.remove', { id: _id }, 'mutation')).status).toBe(200);
    expect(await storedItem(_id)).toBeUndefined();
    const count = await t.db.db.execute(sql`select count(*)::int as n from order_list_items i left join orders o on o.id = i.order_id where o.id is null`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
