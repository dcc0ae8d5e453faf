import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { orders } from '@portal/db/schema/orders';
import { workedRoofB } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  dealer = await t.makeUser({ ...roles.dealer });
});
afterAll(() => t.close());

/** The limits the server runs with: the defaults (apps/api/src/config.ts). */
const limits = () => {
  const c = t.app.deps.config;
  return { maxLines: c.ORDER_MAX_LINES, maxQuantity: c.ORDER_MAX_QUANTITY, maxCopies: c.ORDER_MAX_COPIES, maxValue: c.ORDER_MAX_VALUE };
};

/** The costliest screen of the sample catalog (about $2,670): 360 in wide, 264 in drops, cable tracks, the Super HD motor. */
const bigScreen = (copies: number) => ({
  screenName: 'Pool house',
  copies,
  options: {
    'Housing Size': '7',
    'Housing Shape': 'Curved',
    jobColor: 'Black',
    'Track Left': 'Cable',
    'Track Right': 'Cable',
    'Mounting Angle': 'No',
    materialType: 'Suntex 95',
    materialColor: 'Black',
    'Motor Type': 'Super HD - 16 RPM',
    'Motor Side': 'Right',
    'Bottom Bar Finish': '2 inch gasket',
  },
  measurements: { width: 360, dropLeft: 264, dropRight: 264 },
});
/** The sample's custom-colour 4x8 roof (about $8,400 a copy), as the REST body carries a roof: its fields at the top level. */
const bigRoof = (copies: number) => ({ ...workedRoofB, copies });
/** The costliest sample part ($96 in USD). */
const remote = (quantity: number) => ({ number: 'PT-RMT-16-BLK', quantity });

const post = (cart: object, extra: object = {}) =>
  t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Big job', status: 'DRAFT', cart, ...extra } });
const storedOrders = async () => (await t.db.db.select({ n: count() }).from(orders))[0]?.n;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('what one order can hold (issue 16: one order of $2.5 billion was accepted)', () => {
  it('refuses the largest order the line schemas allow (600 lines, each at its maximum) and stores nothing', async () => {
    const before = await storedOrders();
    const cart = {
      screens: Array.from({ length: 200 }, () => bigScreen(999)),
      roofs: Array.from({ length: 200 }, () => bigRoof(999)),
      parts: Array.from({ length: 200 }, () => remote(9999)),
    };
    const started = performance.now();
    const res = await post(cart);
    const ms = Math.round(performance.now() - started);
    const stored = res.status === 201 ? (await t.call('GET', `/api/orders/${res.body._id}`, { token: dealer.token })).body : undefined;
    console.log(
      `the largest order the line schemas allow (600 lines, request ${bytes(cart)} bytes): answer ${res.status} in ${ms} ms; ` +
        (stored
          ? `stored ${stored.screens.length + stored.roofs.length + stored.parts.length} lines ` +
            `worth ${dollars(stored.totalsCents.totalPrice)}, ${bytes(stored)} bytes as read back`
          : `stored nothing (${res.body.code}: ${res.body.message})`),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ORDER_LIMIT_EXCEEDED');
    expect(res.body.fieldErrors.cart).toBe(`An order holds at most ${limits().maxLines} lines (this one has 600): split it into several orders`);
    expect(await storedOrders()).toBe(before);
  });

  it('refuses one line too many, naming the cart', async () => {
    const { maxLines } = limits();
    const before = await storedOrders();
    const res = await post({ parts: Array.from({ length: maxLines + 1 }, () => remote(1)) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ORDER_LIMIT_EXCEEDED',
      fieldErrors: { cart: `An order holds at most ${maxLines} lines (this one has ${maxLines + 1}): split it into several orders` },
    });
    expect(await storedOrders()).toBe(before);
    expect((await post({ parts: Array.from({ length: maxLines }, () => remote(1)) })).status).toBe(201);
  });

  it('refuses a part quantity or copies over the limit, naming the field the client sent (REST) or the input path (tRPC)', async () => {
    const { maxQuantity, maxCopies } = limits();
    const before = await storedOrders();
    const quantity = await post({ parts: [remote(1), remote(maxQuantity + 1)] });
    expect(quantity.status).toBe(400);
    expect(quantity.body).toMatchObject({
      code: 'ORDER_LIMIT_EXCEEDED',
      message: `Part 2: Maximum quantity is ${maxQuantity}`,
      fieldErrors: { 'cart.parts.1.quantity': `Part 2: Maximum quantity is ${maxQuantity}` },
    });
    const copies = await post({ screens: [bigScreen(maxCopies + 1)], roofs: [bigRoof(1), bigRoof(maxCopies + 1)] });
    expect(copies.status).toBe(400);
    expect(copies.body.fieldErrors).toEqual({
      'cart.screens.0.copies': `Screen 1: Maximum value is ${maxCopies}`,
      'cart.roofs.1.copies': `Roof 2: Maximum value is ${maxCopies}`,
    });
    // The same rule on tRPC, as a BAD_REQUEST naming the input's path.
    const viaTrpc = await trpc(
      t,
      dealer.token,
      'orders.save',
      {
        orderName: 'Big job',
        status: 'DRAFT',
        cart: { parts: [{ config: { family: 'Handheld Remote', options: { Channels: '16', Color: 'Black' }, quantity: maxQuantity + 1 } }] },
      },
      'mutation',
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      errorCode: 'ORDER_LIMIT_EXCEEDED',
      fieldErrors: { 'cart.parts.0.config.quantity': `Part 1: Maximum quantity is ${maxQuantity}` },
    });
    expect(await storedOrders()).toBe(before);
    // At the limits, the same lines are stored.
    expect((await post({ screens: [bigScreen(maxCopies)], parts: [remote(maxQuantity)] })).status).toBe(201);
  });

  it("refuses an order worth more than the limit at the server's prices, whatever prices the client sends, and leaves a stored order as it was", async () => {
    const { maxCopies, maxValue } = limits();
    const small = await post({ roofs: [bigRoof(1)] });
    expect(small.status).toBe(201);
    const before = await storedOrders();
    // Enough roofs at the copies limit to pass the value limit; the client says each costs a cent.
    const roofs = Math.ceil((maxValue * 100) / (small.body.totalsCents.totalPrice * maxCopies)) + 1;
    const cart = { roofs: Array.from({ length: roofs }, () => ({ ...bigRoof(maxCopies), price: 0.01 })), totals: { totalPrice: 1 } };
    const created = await post(cart);
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('ORDER_LIMIT_EXCEEDED');
    expect(created.body.fieldErrors.cart).toMatch(
      new RegExp(`^The order total of \\$[\\d,.]+ is over the limit of \\$${maxValue.toLocaleString('en-US')}\\.00 per order: split it into several orders$`),
    );
    const updated = await post(cart, { _id: small.body._id, version: small.body.version });
    expect(updated.status).toBe(400);
    expect(updated.body.fieldErrors.cart).toBe(created.body.fieldErrors.cart);
    expect(await storedOrders()).toBe(before);
    const kept = await t.call('GET', `/api/orders/${small.body._id}`, { token: dealer.token });
    expect(kept.body).toMatchObject({ version: small.body.version, totalsCents: small.body.totalsCents });
    expect(kept.body.roofs).toHaveLength(1);
  });

  it('stores the largest order the limits allow; prints its lines, value and size', async () => {
    const { maxLines, maxValue } = limits();
    // The heaviest stored line is the roof (its kits and breakdown): as many as the value allows, the other lines one $96 part each.
    const roofCents = (await post({ roofs: [bigRoof(1)] })).body.totalsCents.totalPrice;
    const partCents = (await post({ parts: [remote(1)] })).body.totalsCents.totalPrice;
    const roofs = Math.min(maxLines, Math.floor((maxValue * 100 - maxLines * partCents) / roofCents));
    const cart = { roofs: Array.from({ length: roofs }, () => bigRoof(1)), parts: Array.from({ length: maxLines - roofs }, () => remote(1)) };
    const started = performance.now();
    const res = await post(cart);
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(201);
    const stored = (await t.call('GET', `/api/orders/${res.body._id}`, { token: dealer.token })).body;
    console.log(
      `the largest order the limits allow (${roofs} roofs and ${maxLines - roofs} parts, request ${bytes(cart)} bytes): answer ${res.status} in ${ms} ms; ` +
        `stored ${stored.roofs.length + stored.parts.length} lines worth ${dollars(stored.totalsCents.totalPrice)}, ${bytes(stored)} bytes as read back`,
    );
    expect(stored.roofs.length + stored.parts.length).toBe(maxLines);
    expect(stored.totalsCents.totalPrice).toBeLessThanOrEqual(maxValue * 100);
    // The same lines all roofs are over the value limit.
    const allRoofs = await post({ roofs: Array.from({ length: maxLines }, () => bigRoof(1)) });
    expect(allRoofs.status).toBe(400);
    expect(allRoofs.body.code).toBe('ORDER_LIMIT_EXCEEDED');
  });
});
