import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { priceCart } from '@portal/domain/pricing/cart/cart-price';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { addTransferParties, fullCart, partsCart, remote, saveInput, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let stranger: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  await addTransferParties(t);
  admin = await t.makeUser({ ...roles.admin, fname: 'Ada', lname: 'Admin', email: 'ada@staff.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, fname: 'Dan', lname: 'Dealer', email: 'dan@dealer.example.com' });
  teammate = await t.makeUser({ ...roles.dealer, fname: 'Tess', email: 'tess@dealer.example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'sid@other.example.com' });
});
afterAll(() => t.close());

const save = (token: string, input: unknown) => trpc(t, token, 'orders.save', input, 'mutation');
async function newOrder(token: string, overrides = {}) {
  const res = await save(token, saveInput(overrides));
  expect(res.status).toBe(200);
  return res.data;
}
async function submitted(token = dealer.token) {
  const draft = await newOrder(token);
  return (await save(token, saveInput({ _id: draft._id, status: 'SUBMITTED' }))).data;
}

describe('save and submit (portal.md §4)', () => {
  it('prices every line on the server for the dealer group and tier, ignoring what the client sends', async () => {
    const honest = await newOrder(dealer.token);
    const tamperedCart = {
      screens: [{ ...fullCart().screens![0], price: 1, totalCents: 1, mappedScrKits: {} }],
      roofs: [{ config: { ...workedRoofA, price: 1 }, price: 1 }],
      parts: [{ config: remote, price: 0.01 }],
      totals: { totalPrice: 1 },
    };
    const tampered = await save(dealer.token, {
      ...saveInput(),
      cart: tamperedCart,
      user: stranger.id,
      userDetails: { bc_customer_priceGroup: 'CAD' },
      totals: { totalPrice: 1 },
    });
    expect(tampered.status).toBe(200);
    const expected = priceCart(sampleContext({ priceGroup: 'USD', tierRateBp: 8500 }), {
      screens: [makeScreenConfig({ width: 144, trackLeft: 'Cable' })],
      roofs: [ZRoofConfig.parse(workedRoofA)],
      parts: [remote],
    }).totals;
    for (const order of [honest, tampered.data]) {
      expect(order.totalsCents).toEqual(expected);
      expect(order.totals.totalPrice).toBe(expected.totalPrice / 100);
      expect(order.user).toBe(dealer.id);
      expect(order.userDetails).toMatchObject({
        bc_customer_id: 'C10000',
        bc_customer_priceGroup: 'USD',
        bc_customer_tierRate: 0.85,
        email: 'dan@dealer.example.com',
      });
      expect(order.screens[0].breakdown.length).toBeGreaterThan(0);
      expect(order.status).toBe('DRAFT');
    }
    expect(honest.history).toEqual([expect.objectContaining({ from: null, to: 'DRAFT', by: 'Dan Dealer' })]);
  });

  it('dealer: save → DRAFT, submit → SUBMITTED (history and admin mail), then no more changes', async () => {
    const draft = await newOrder(dealer.token, { orderName: 'Mail me' });
    const sub = await save(dealer.token, saveInput({ _id: draft._id, orderName: 'Mail me', status: 'SUBMITTED' }));
    expect(sub.status).toBe(200);
    expect(sub.data.status).toBe('SUBMITTED');
    expect(sub.data.history.map((h: { to: string }) => h.to)).toEqual(['DRAFT', 'SUBMITTED']);
    const mail = await waitForMail(t, 'ada@staff.example.com', `Order submitted: ${sub.data.portalNumber} Mail me`);
    expect(mail.text).toContain(`/store?order=${draft._id}`);
    for (const status of ['DRAFT', 'SUBMITTED']) {
      const again = await save(dealer.token, saveInput({ _id: draft._id, status: status as 'DRAFT' }));
      expect(again.status).toBe(409);
      expect(again.error.message).toBe('A submitted order can no longer be changed by the dealer');
    }
  });

  it('a dealer may not approve (403); an admin approves a SUBMITTED order (dealer mailed), not a draft (409)', async () => {
    const draft = await newOrder(dealer.token);
    expect((await save(dealer.token, saveInput({ _id: draft._id, status: 'APPROVED' }))).status).toBe(403);
    const onDraft = await save(admin.token, saveInput({ _id: draft._id, status: 'APPROVED' }));
    expect(onDraft.status).toBe(409);
    expect(onDraft.error.message).toBe('Only a submitted order can be approved');
    const sub = await submitted();
    const keep = await save(admin.token, saveInput({ _id: sub._id, status: 'SUBMITTED', orderName: 'Renamed by admin' }));
    expect(keep.data).toMatchObject({ status: 'SUBMITTED', orderName: 'Renamed by admin', user: dealer.id });
    expect((await save(admin.token, saveInput({ _id: sub._id, status: 'DRAFT' }))).status).toBe(409);
    const approved = await save(admin.token, saveInput({ _id: sub._id, status: 'APPROVED', orderName: 'Renamed by admin' }));
    expect(approved.status).toBe(200);
    expect(approved.data.history.at(-1)).toMatchObject({ from: 'SUBMITTED', to: 'APPROVED', by: 'Ada Admin' });
    const mail = await waitForMail(t, 'dan@dealer.example.com', 'is approved');
    expect(mail.subject).toBe(`Your order ${sub.portalNumber} Renamed by admin is approved`);
    expect(mail.text).toContain('Renamed by admin');
    expect((await save(admin.token, saveInput({ _id: sub._id, status: 'APPROVED' }))).status).toBe(409);
  });

  it('prices an order processed by an admin for the owner, not the admin', async () => {
    const cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
    const sub = await submitted(cad.token);
    const edited = await save(
      admin.token,
      saveInput({ _id: sub._id, status: 'SUBMITTED', cart: { ...fullCart(), parts: [{ config: { ...remote, quantity: 5 } }] } }),
    );
    const expected = priceCart(sampleContext({ priceGroup: 'CAD', tierRateBp: 8000 }), {
      screens: [makeScreenConfig({ width: 144, trackLeft: 'Cable' })],
      roofs: [ZRoofConfig.parse(workedRoofA)],
      parts: [{ ...remote, quantity: 5 }],
    }).totals;
    expect(edited.data.totalsCents).toEqual(expected);
    expect(edited.data.userDetails.bc_customer_priceGroup).toBe('CAD');
  });

  it('refuses submission with the line problem, while the draft saves', async () => {
    const cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20010' });
    const cart = { screens: [{ config: makeScreenConfig({ materialColor: 'Grey' }) }] };
    const draft = await save(cad.token, saveInput({ cart }));
    expect(draft.status).toBe(200);
    expect(draft.data.screens[0].problem).toBe('Screen 1: Price group not found for item: SM-S95-GRY');
    const sub = await save(cad.token, saveInput({ _id: draft.data._id, cart, status: 'SUBMITTED' }));
    expect(sub.status).toBe(409);
    expect(sub.error.message).toBe('Screen 1: Price group not found for item: SM-S95-GRY');
    expect(sub.error.data.fieldErrors).toEqual({ 'cart.screens.0': 'Screen 1: Price group not found for item: SM-S95-GRY' });
    expect((await trpc(t, cad.token, 'orders.get', { id: draft.data._id })).data.status).toBe('DRAFT');
  });

  it('keeps the prices of a submitted order after the catalog changes; an admin changing one line reprices that line only', async () => {
    const sub = await submitted();
    const other = await submitted();
    await t.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`);
    await bumpCatalogVersion(t.db.db);
    try {
      const read = await trpc(t, dealer.token, 'orders.get', { id: sub._id });
      expect(read.data.totalsCents).toEqual(sub.totalsCents);
      const approved = await save(admin.token, saveInput({ _id: sub._id, status: 'APPROVED' }));
      expect(approved.data.totalsCents).toEqual(sub.totalsCents);

      // The admin changes the part's quantity: the part is repriced, the screen and roof keep their stored prices.
      const cart = {
        screens: other.screens,
        roofs: other.roofs,
        parts: [{ partId: other.parts[0].partId, config: { ...other.parts[0].config, quantity: 5 } }],
      };
      const changed = await save(admin.token, saveInput({ _id: other._id, status: 'SUBMITTED', cart }));
      expect(changed.status).toBe(200);
      expect(changed.data.screens[0].totalCents).toBe(other.screens[0].totalCents);
      expect(changed.data.roofs[0].totalCents).toBe(other.roofs[0].totalCents);
      expect(changed.data.parts[0].totalCents).toBe(Math.round((other.parts[0].totalCents / 3) * 5));
      expect(changed.data.totalsCents.totalPrice).toBe(other.totalsCents.totalPrice - other.parts[0].totalCents + changed.data.parts[0].totalCents);

      // Changing the screen reprices it at today's rules (the Screen Kit Addition went up by $10, × tier 0.85).
      const wider = { ...cart, screens: [{ ...other.screens[0], config: { ...other.screens[0].config, width: 150 } }] };
      const repriced = await save(admin.token, saveInput({ _id: other._id, status: 'SUBMITTED', cart: wider }));
      const fresh = priceCart(sampleContext({ priceGroup: 'USD', tierRateBp: 8500 }), {
        screens: [makeScreenConfig({ width: 144, trackLeft: 'Cable' })],
        roofs: [],
        parts: [],
      });
      expect(repriced.data.screens[0].totalCents).not.toBe(other.screens[0].totalCents);
      expect(repriced.data.screens[0].totalCents).toBeGreaterThan(fresh.totals.screensTotal);
      expect(repriced.data.roofs[0].totalCents).toBe(other.roofs[0].totalCents);

      // Every change is in the history: who, which line, before → after.
      const steps = repriced.data.history.filter((h: { changes: unknown[] }) => h.changes.length > 0);
      expect(steps).toEqual([
        expect.objectContaining({
          by: 'Ada Admin',
          from: 'SUBMITTED',
          to: 'SUBMITTED',
          changes: [{ line: 'Part 1 (Handheld Remote)', before: 'Quantity 3', after: 'Quantity 5' }],
        }),
        expect.objectContaining({ by: 'Ada Admin', changes: [{ line: 'Screen 1 (Patio)', before: 'Width 144"', after: 'Width 150"' }] }),
      ]);
    } finally {
      await t.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents - 1000 where name = 'Screen Kit Addition'`);
      await bumpCatalogVersion(t.db.db);
    }
  });

  it("a draft is priced at today's rules and the dealer's current tier on every save and submit", async () => {
    const draft = await newOrder(dealer.token);
    const tier = sql`(select tier_id from erp_customers where id = 'C10000')`;
    await t.db.db.execute(sql`update customer_tiers set rate_bp = 9500 where id = ${tier}`);
    try {
      const sub = await save(dealer.token, saveInput({ _id: draft._id, status: 'SUBMITTED' }));
      const today = priceCart(sampleContext({ priceGroup: 'USD', tierRateBp: 9500 }), {
        screens: [makeScreenConfig({ width: 144, trackLeft: 'Cable' })],
        roofs: [ZRoofConfig.parse(workedRoofA)],
        parts: [remote],
      }).totals;
      expect(sub.data.totalsCents).toEqual(today);
      expect(sub.data.userDetails.bc_customer_tierRate).toBe(0.95);
      // Once submitted the tier is frozen: a later change of tier does not touch it.
      await t.db.db.execute(sql`update customer_tiers set rate_bp = 5000 where id = ${tier}`);
      const approved = await save(admin.token, saveInput({ _id: draft._id, status: 'APPROVED' }));
      expect(approved.data.totalsCents).toEqual(today);
    } finally {
      await t.db.db.execute(sql`update customer_tiers set rate_bp = 8500 where id = ${tier}`);
    }
  });

  it('an empty roof (no frame, beam, blade or post) cannot be saved', async () => {
    const empty = { ...workedRoofA, frames: [], beamMs: [], beamAs: [], beamXs: [], blades: [], posts: [] };
    const res = await save(dealer.token, saveInput({ cart: { roofs: [{ config: empty }] } }));
    expect(res.status).toBe(400);
    expect(res.error.data.fieldErrors['cart.roofs.0.config.frames']).toBe('Add at least one frame, beam, blade or post');
  });

  it('a save naming an older version is refused with nothing overwritten (a stale tab)', async () => {
    const draft = await newOrder(dealer.token, { orderName: 'Version one' });
    expect(draft.version).toBe(1);
    const second = await save(dealer.token, saveInput({ _id: draft._id, version: 1, orderName: 'Version two' }));
    expect(second.data.version).toBe(2);
    const stale = await save(dealer.token, saveInput({ _id: draft._id, version: 1, orderName: 'From the old tab' }));
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe('This order was changed since you opened it');
    expect((await trpc(t, dealer.token, 'orders.get', { id: draft._id })).data).toMatchObject({ orderName: 'Version two', version: 2 });
  });
});

describe('who may read, change and delete (portal.md §6)', () => {
  it('another dealer gets 404 on read, edit, delete, reject; a team member reads but cannot edit or delete', async () => {
    const draft = await newOrder(dealer.token);
    expect((await trpc(t, stranger.token, 'orders.get', { id: draft._id })).status).toBe(404);
    expect((await save(stranger.token, saveInput({ _id: draft._id }))).status).toBe(404);
    expect((await trpc(t, stranger.token, 'orders.remove', { id: draft._id }, 'mutation')).status).toBe(404);
    expect((await t.call('PATCH', `/api/orders/${draft._id}`, { token: stranger.token, body: { status: 'REJECTED', reason: 'nope' } })).status).toBe(404);
    expect((await trpc(t, teammate.token, 'orders.get', { id: draft._id })).data._id).toBe(draft._id);
    expect((await save(teammate.token, saveInput({ _id: draft._id, orderName: 'Mine now' }))).status).toBe(403);
    expect((await trpc(t, teammate.token, 'orders.remove', { id: draft._id }, 'mutation')).status).toBe(403);
    const after = await trpc(t, dealer.token, 'orders.get', { id: draft._id });
    expect(after.data).toMatchObject({ orderName: 'Backyard', user: dealer.id });
  });

  it('delete: only Draft or Rejected, by the owner or an admin', async () => {
    const sub = await submitted();
    const refused = await trpc(t, dealer.token, 'orders.remove', { id: sub._id }, 'mutation');
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Only Draft or Rejected orders can be deleted.');
    expect((await trpc(t, admin.token, 'orders.reject', { id: sub._id, reason: 'Wrong colour' }, 'mutation')).status).toBe(200);
    expect((await trpc(t, dealer.token, 'orders.remove', { id: sub._id }, 'mutation')).status).toBe(200);
    expect((await trpc(t, dealer.token, 'orders.get', { id: sub._id })).status).toBe(404);
    const draft = await newOrder(dealer.token);
    expect((await trpc(t, admin.token, 'orders.remove', { id: draft._id }, 'mutation')).status).toBe(200);
  });

  it('keeps the order with its frozen user details when the owner account is deleted', async () => {
    const gone = await t.makeUser({ ...roles.dealer, fname: 'Gone', lname: 'Soon' });
    const order = await newOrder(gone.token);
    await t.db.db.execute(sql`delete from users where id = ${gone.id}`);
    const read = await trpc(t, admin.token, 'orders.get', { id: order._id });
    expect(read.data).toMatchObject({ user: null, userDetails: { userName: 'Gone Soon' } });
  });
});

describe('reject and ship', () => {
  it('reject: admins only, SUBMITTED only, with a reason; the dealer is mailed the reason', async () => {
    const sub = await submitted();
    expect((await trpc(t, dealer.token, 'orders.reject', { id: sub._id, reason: 'Because' }, 'mutation')).status).toBe(403);
    expect((await t.call('PATCH', `/api/orders/${sub._id}`, { token: dealer.token, body: { status: 'REJECTED', reason: 'Because' } })).status).toBe(403);
    const short = await trpc(t, admin.token, 'orders.reject', { id: sub._id, reason: 'no' }, 'mutation');
    expect(short.status).toBe(400);
    expect(short.error.data.fieldErrors.reason).toBe('Rejection reason is required');
    const rejected = await trpc(t, admin.token, 'orders.reject', { id: sub._id, reason: 'Measurements look wrong' }, 'mutation');
    expect(rejected.data).toMatchObject({ status: 'REJECTED', rejectionReason: 'Measurements look wrong' });
    expect(rejected.data.history.at(-1)).toMatchObject({ from: 'SUBMITTED', to: 'REJECTED', reason: 'Measurements look wrong', by: 'Ada Admin' });
    expect((await waitForMail(t, 'dan@dealer.example.com', 'was rejected')).text).toContain('Reason: Measurements look wrong');
    const again = await trpc(t, admin.token, 'orders.reject', { id: sub._id, reason: 'Again' }, 'mutation');
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Only submitted orders can be rejected');
    expect((await save(dealer.token, saveInput({ _id: sub._id }))).status).toBe(409);
  });

  it('ship: only APPROVED; sets Shipped, agent, number, date; mails the tracking link', async () => {
    const sub = await submitted();
    const early = await trpc(t, admin.token, 'orders.ship', { id: sub._id, shippingAgent: 'UPS', trackingNumber: '1Z 999' }, 'mutation');
    expect(early.status).toBe(409);
    expect(early.error.message).toBe('Only approved orders can be shipped');
    await save(admin.token, saveInput({ _id: sub._id, status: 'APPROVED' }));
    expect((await trpc(t, dealer.token, 'orders.ship', { id: sub._id, shippingAgent: 'UPS', trackingNumber: '1Z 999' }, 'mutation')).status).toBe(403);
    expect((await trpc(t, admin.token, 'orders.ship', { id: sub._id, shippingAgent: 'Pony Express', trackingNumber: '1' }, 'mutation')).status).toBe(400);
    const shipped = await trpc(t, admin.token, 'orders.ship', { id: sub._id, shippingAgent: 'UPS', trackingNumber: '1Z 999' }, 'mutation');
    expect(shipped.data).toMatchObject({
      status: 'Shipped',
      shippingAgent: 'UPS',
      trackingNumber: '1Z 999',
      tracking: { url: 'https://www.ups.com/track?tracknum=1Z%20999' },
    });
    expect(Date.parse(shipped.data.shippingDate)).toBeGreaterThan(Date.now() - 60_000);
    expect((await waitForMail(t, 'dan@dealer.example.com', 'has shipped')).text).toContain('https://www.ups.com/track?tracknum=1Z%20999');
    expect((await trpc(t, admin.token, 'orders.ship', { id: sub._id, shippingAgent: 'UPS', trackingNumber: '2' }, 'mutation')).status).toBe(409);
    expect((await trpc(t, admin.token, 'orders.remove', { id: sub._id }, 'mutation')).status).toBe(409);
  });

  it('ship: refused for an order with quote ids; a contact-note agent mails the note', async () => {
    const quoted = await submitted();
    await save(admin.token, saveInput({ _id: quoted._id, status: 'APPROVED' }));
    await t.db.db.execute(sql`update orders set quote_ids = '{Q-1}' where id = ${quoted._id}`);
    const refused = await trpc(t, admin.token, 'orders.ship', { id: quoted._id, shippingAgent: 'UPS', trackingNumber: '1' }, 'mutation');
    expect(refused.status).toBe(409);
    const teams = await t.makeUser({ ...roles.dealer, email: 'teams@dealer.example.com' });
    const sub = await submitted(teams.token);
    await save(admin.token, saveInput({ _id: sub._id, status: 'APPROVED' }));
    await trpc(t, admin.token, 'orders.ship', { id: sub._id, shippingAgent: 'TEAMS Transportation', trackingNumber: 'T-1' }, 'mutation');
    const mail = (await listOutboxFor(t.db.db, 'teams@dealer.example.com')).find((m) => m.subject.includes('has shipped'));
    expect(mail?.text).toContain('Contact TEAMS Transportation with the tracking number for status.');
  });
});

describe('order header rules (portal.md §5, §6)', () => {
  it('a corporation user must give an order number unless parts-only or a transfer', async () => {
    const corp = await t.makeUser({ ...roles.dealer, isCorporation: true });
    const missing = await save(corp.token, saveInput());
    expect(missing.status).toBe(400);
    expect(missing.error.data.fieldErrors.orderNumber).toBe('Order Number is required');
    expect((await save(corp.token, saveInput({ orderNumber: '12345' }))).status).toBe(200);
    expect((await save(corp.token, saveInput({ cart: partsCart() }))).status).toBe(200);
    expect((await save(corp.token, saveInput({ orderNumber: '12a' }))).error.data.fieldErrors.orderNumber).toBe('Order Number needs to contain only numbers');
    expect((await save(dealer.token, saveInput())).status).toBe(200);
  });

  it('material transfer: parts only, admins and corporation users, flagged and different parties, named Material Transfer', async () => {
    const corp = await t.makeUser({ ...roles.dealer, isCorporation: true });
    const transfer = { transfer: true, sender: 'C30000', receiver: 'C30010', cart: partsCart() };
    const ok = await save(corp.token, saveInput({ ...transfer, orderName: 'Whatever' }));
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({
      orderName: 'Material Transfer',
      transfer: true,
      sender: 'C30000',
      receiver: 'C30010',
      senderName: 'Lakeside Awnings',
      receiverName: 'Prairie Patio',
    });
    expect((await save(dealer.token, saveInput(transfer))).error.data.fieldErrors.transfer).toBeDefined();
    expect((await save(corp.token, saveInput({ ...transfer, cart: fullCart(), orderNumber: '1' }))).status).toBe(400);
    expect((await save(corp.token, saveInput({ ...transfer, receiver: 'C30000' }))).error.data.fieldErrors.receiver).toBe(
      'Sender and Receiver must be different',
    );
    expect((await save(corp.token, saveInput({ ...transfer, receiver: undefined }))).error.data.fieldErrors.receiver).toBe('Required for Material Transfer');
    // C10020 exists but is not a sender/receiver; C10000 is an internal company dealer.
    expect((await save(corp.token, saveInput({ ...transfer, receiver: 'C10020' }))).error.data.fieldErrors.receiver).toBe(
      'Please choose a customer from the list',
    );
    expect((await save(corp.token, saveInput({ ...transfer, receiver: 'C10000' }))).error.data.fieldErrors.receiver).toBe(
      'Please choose a customer from the list',
    );
    expect((await save(admin.token, saveInput({ ...transfer, receiver: 'C10000' }))).status).toBe(200);
  });

  it('customers.transferParties: internal dealers only for admins; dealers refused', async () => {
    const corp = await t.makeUser({ ...roles.dealer, isCorporation: true });
    const forCorp = await trpc(t, corp.token, 'customers.transferParties');
    expect(forCorp.data.map((c: { bc_customer_id: string }) => c.bc_customer_id)).toEqual(['C30000', 'C30010', 'C10010']);
    const forAdmin = await trpc(t, admin.token, 'customers.transferParties');
    expect(forAdmin.data.map((c: { bc_customer_displayName: string }) => c.bc_customer_displayName)).toEqual([
      'Lakeside Awnings',
      'Maple Outdoor Living',
      'Prairie Patio',
      'Shade Masters Inc.',
      'Sunset Patio Co.',
    ]);
    expect((await trpc(t, dealer.token, 'customers.transferParties')).status).toBe(403);
    expect((await t.call('GET', '/api/bc/customers', { token: corp.token })).body).toEqual(forCorp.data);
  });
});
