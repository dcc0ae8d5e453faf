import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { orders } from '@portal/db/schema/orders';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { restScreenOptions, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, fname: 'Ada', lname: 'Admin' });
  dealer = await t.makeUser({ ...roles.dealer });
});
afterAll(() => t.close());

/** A screen as the original client sends it (options by the form's labels), `width` wide. */
const screen = (screenName: string, width: number, extra: object = {}) => ({
  screenName,
  options: restScreenOptions,
  measurements: { width, dropLeft: 72, dropRight: 72 },
  ...extra,
});
const remote = (options: Record<string, string>, quantity = 1) => ({ family: 'Handheld Remote', options, quantity });

const post = (token: string, body: object) => t.call('POST', '/api/orders', { token, body: { orderName: 'Input rules', status: 'DRAFT', ...body } });
const storedOrders = async () => (await t.db.db.select({ n: count() }).from(orders))[0]?.n;

describe("a part's option names (issue 26)", () => {
  it('refuses an option the part does not have with a 400 naming it, over REST and tRPC, and stores nothing', async () => {
    const before = await storedOrders();
    const rest = await post(dealer.token, {
      cart: { parts: [remote({ Channels: '5', Color: 'White' }), remote({ Channels: '5', Color: 'White', Colour: 'Red' })] },
    });
    const message = "Part 2: Handheld Remote has no option 'Colour': its options are Channels, Color";
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, fieldErrors: { 'cart.parts.1.options.Colour': message } });
    const viaTrpc = await trpc(
      t,
      dealer.token,
      'orders.save',
      { orderName: 'Input rules', status: 'SUBMITTED', cart: { parts: [{ config: remote({ Channels: '5', Color: 'White', colour: 'Red' }) }] } },
      'mutation',
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error.data.fieldErrors).toEqual({
      'cart.parts.0.config.options.colour': "Part 1: Handheld Remote has no option 'colour': its options are Channels, Color",
    });
    expect(await storedOrders()).toBe(before);
    // The family's own options alone are stored.
    expect((await post(dealer.token, { cart: { parts: [remote({ Channels: '5', Color: 'White' })] } })).status).toBe(201);
  });
});

describe('numbers sent as strings are read as decimal digits only (issue 26)', () => {
  it('refuses "1e1", "0x3" and other notations for copies and measurements, naming the field', async () => {
    const before = await storedOrders();
    const cases: [object, string][] = [
      [{ screens: [screen('Patio', 96, { cartCopies: '1e1' })] }, 'cart.screens.0.cartCopies'],
      [{ screens: [screen('Patio', 96, { copies: '0x3' })] }, 'cart.screens.0.copies'],
      [{ screens: [screen('Patio', 96, { cartCopies: 'Infinity' })] }, 'cart.screens.0.cartCopies'],
      [{ screens: [screen('Patio', 96, { measurements: { width: '1e2', dropLeft: 72, dropRight: 72 } })] }, 'cart.screens.0.measurements.width'],
      [{ screens: [screen('Patio', 96, { measurements: { width: 96, dropLeft: '0x48', dropRight: 72 } })] }, 'cart.screens.0.measurements.dropLeft'],
      [
        { screens: [screen('Patio', 96, { measurements: { width: 96, widthFraction: '.5', dropLeft: 72, dropRight: 72 } })] },
        'cart.screens.0.measurements.widthFraction',
      ],
      [
        { screens: [screen('Patio', 96, { options: { ...screen('Patio', 96).options, 'Replacement Reason': '0b1' } })] },
        'cart.screens.0.options.Replacement Reason',
      ],
      [{ roofs: [{ ...workedRoofA, copies: '1e1' }] }, 'cart.roofs.0.copies'],
    ];
    for (const [cart, field] of cases) {
      const res = await post(dealer.token, { cart });
      expect(res.status, JSON.stringify(cart)).toBe(400);
      expect(Object.keys(res.body.fieldErrors), JSON.stringify(cart)).toEqual([field]);
    }
    // Said as what it is: a number the field cannot read, not a missing one.
    const width = await post(dealer.token, { cart: { screens: [screen('Patio', 96, { measurements: { width: '1e2', dropLeft: 72, dropRight: 72 } })] } });
    expect(width.body.fieldErrors).toEqual({ 'cart.screens.0.measurements.width': 'Please enter a whole number of inches' });
    const copies = await post(dealer.token, { cart: { screens: [screen('Patio', 96, { cartCopies: '0x3' })] } });
    expect(copies.body.fieldErrors).toEqual({ 'cart.screens.0.cartCopies': 'Copies must be a whole number' });
    expect(await storedOrders()).toBe(before);
  });

  it('reads decimal digits, with spaces around them, as the number they write', async () => {
    const res = await post(dealer.token, {
      cart: {
        screens: [screen('Patio', 96, { cartCopies: ' 3 ', measurements: { width: '96', widthFraction: '0.5', dropLeft: '072', dropRight: 72 } })],
        roofs: [{ ...workedRoofA, copies: '2' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.screens[0].config).toMatchObject({ copies: 3, width: 96, widthFraction: 0.5, dropLeft: 72 });
    expect(res.body.roofs[0].config.copies).toBe(2);
  });

  it('says one limit for copies, the configured one, however far over it a line is', async () => {
    const max = t.app.deps.config.ORDER_MAX_COPIES;
    for (const copies of [max + 1, 999, 1000, 5000]) {
      const res = await post(dealer.token, { cart: { screens: [screen('Patio', 96, { copies })], roofs: [{ ...workedRoofA, copies }] } });
      expect(res.status, String(copies)).toBe(400);
      expect(res.body.fieldErrors, String(copies)).toEqual({
        'cart.screens.0.copies': `Screen 1: Maximum value is ${max}`,
        'cart.roofs.0.copies': `Roof 1: Maximum value is ${max}`,
      });
    }
  });

  it("says one limit for a part's quantity, the configured one, however far over it a line is", async () => {
    const max = t.app.deps.config.ORDER_MAX_QUANTITY;
    for (const quantity of [max + 1, 9999, 10000, 2 ** 40]) {
      const res = await post(dealer.token, { cart: { parts: [{ number: 'PT-RMT-16-BLK', quantity }] } });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.fieldErrors, String(quantity)).toEqual({ 'cart.parts.0.quantity': `Part 1: Maximum quantity is ${max}` });
      const viaTrpc = await trpc(
        t,
        dealer.token,
        'orders.save',
        { orderName: 'Input rules', status: 'DRAFT', cart: { parts: [{ config: remote({ Channels: '5', Color: 'White' }, quantity) }] } },
        'mutation',
      );
      expect(viaTrpc.error.data.fieldErrors, String(quantity)).toEqual({ 'cart.parts.0.config.quantity': `Part 1: Maximum quantity is ${max}` });
    }
  });
});

describe('housing 7 comes Curved (issue 26)', () => {
  it('refuses Housing 7 with a Square shape, as the form never offers it, over REST and tRPC', async () => {
    const before = await storedOrders();
    const square7 = screen('Patio', 96, { options: { ...screen('Patio', 96).options, 'Housing Size': '7', 'Housing Shape': 'Square' } });
    const res = await post(dealer.token, { cart: { screens: [square7] } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'cart.screens.0.options.housingShape': 'Housing 7 is Curved only' });
    expect(await storedOrders()).toBe(before);
    const curved = await post(dealer.token, { cart: { screens: [{ ...square7, options: { ...square7.options, 'Housing Shape': 'Curved' } }] } });
    expect(curved.status).toBe(201);
    const viaTrpc = await trpc(
      t,
      dealer.token,
      'orders.save',
      { orderName: 'Input rules', status: 'DRAFT', cart: { screens: [{ config: { ...curved.body.screens[0].config, housingShape: 'Square' } }] } },
      'mutation',
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error.data.fieldErrors).toEqual({ 'cart.screens.0.config.housingShape': 'Housing 7 is Curved only' });
  });
});

describe('POST /api/orders without line ids on a submitted order (issue 26)', () => {
  it('deleting one line keeps the price of every other line: lines sent without ids are matched by content', async () => {
    const lines = {
      screens: [screen('North', 96), screen('East', 120), screen('South', 144)],
      parts: [remote({ Channels: '5', Color: 'White' }, 3), remote({ Channels: '1', Color: 'Black' }, 2)],
    };
    const placed = await post(dealer.token, { orderName: 'Three sides', status: 'SUBMITTED', cart: lines });
    expect(placed.status).toBe(201);
    await t.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`);
    await t.db.db.execute(sql`update catalog_item_prices set unit_price_cents = unit_price_cents + 500`);
    await bumpCatalogVersion(t.db.db);
    try {
      const [, east, south] = placed.body.screens;
      const [, blackRemote] = placed.body.parts;
      // The administrator removes the first screen and the first part, sending the others as the original client does: no ids.
      const edited = await post(admin.token, {
        _id: placed.body._id,
        orderName: 'Three sides',
        status: 'SUBMITTED',
        cart: { screens: lines.screens.slice(1), parts: lines.parts.slice(1) },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.screens.map((s: { screenName: string; screenId: string; totalCents: number }) => [s.screenName, s.screenId, s.totalCents])).toEqual([
        ['East', east.screenId, east.totalCents],
        ['South', south.screenId, south.totalCents],
      ]);
      expect(edited.body.parts.map((p: { partId: string; totalCents: number }) => [p.partId, p.totalCents])).toEqual([
        [blackRemote.partId, blackRemote.totalCents],
      ]);
      expect(edited.body.totalsCents.totalPrice).toBe(east.totalCents + south.totalCents + blackRemote.totalCents);
      // The history says what the administrator did: two lines removed, nothing else changed.
      expect(edited.body.history.at(-1).changes).toEqual([
        { line: 'Screen 1 (North)', before: expect.any(String), after: null },
        { line: 'Part 1 (Handheld Remote)', before: expect.any(String), after: null },
      ]);
    } finally {
      await t.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents - 1000 where name = 'Screen Kit Addition'`);
      await t.db.db.execute(sql`update catalog_item_prices set unit_price_cents = unit_price_cents - 500`);
      await bumpCatalogVersion(t.db.db);
    }
  });
});
