import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { priceCart } from '@portal/domain/pricing/cart/cart-price';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';

let t: TestApp;
beforeAll(async () => {
  // The sample catalog imported at start-up, as a new installation does.
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
});
afterAll(() => t.close());

const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 };
const cart = { screens: [makeScreenConfig({ width: 144, trackLeft: 'Cable' })], roofs: [workedRoofA], parts: [remote] };

async function quote(token: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/trpc/pricing.quote', payload: body as object, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('pricing.quote', () => {
  it('prices the cart in the dealer group and tier, as the browser would', async () => {
    const gold = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
    const platinumCad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
    const expected = (priceGroup: 'USD' | 'CAD', tierRateBp: number) =>
      priceCart(sampleContext({ priceGroup, tierRateBp }), { screens: cart.screens, roofs: [ZRoofConfig.parse(workedRoofA)], parts: [remote] }).totals;

    const usd = await quote(gold.token, cart);
    expect(usd.status).toBe(200);
    expect(usd.body.result.data).toMatchObject({ priceGroup: 'USD', tierRate: 0.85, problems: [] });
    expect(usd.body.result.data.totals).toEqual(expected('USD', 8500));

    const cad = await quote(platinumCad.token, cart);
    expect(cad.body.result.data.priceGroup).toBe('CAD');
    expect(cad.body.result.data.totals).toEqual(expected('CAD', 8000));
    expect(cad.body.result.data.totals.totalPrice).not.toBe(usd.body.result.data.totals.totalPrice);
  });

  it('ignores prices sent with the lines', async () => {
    const u = await t.makeUser({ ...roles.dealer });
    const honest = await quote(u.token, { screens: [makeScreenConfig()] });
    const tampered = await quote(u.token, { screens: [{ ...makeScreenConfig(), price: 1, totalCents: 1, unitPriceCents: 1 }] });
    expect(tampered.body.result.data.totals).toEqual(honest.body.result.data.totals);
    expect(honest.body.result.data.totals.totalPrice).toBeGreaterThan(100);
  });

  it('names the lines that could not be priced', async () => {
    const cadDealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20010' });
    const res = await quote(cadDealer.token, { screens: [makeScreenConfig({ materialColor: 'Grey' })] });
    expect(res.body.result.data.problems).toEqual([{ section: 'screens', index: 0, message: 'Screen 1: Price group not found for item: SM-S95-GRY' }]);
    expect(res.body.result.data.screens[0].alerts[0].message).toBe('Price group not found for item: SM-S95-GRY');
  });

  it('follows a change of the portal pricing rules at the next quote', async () => {
    const u = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    const before = (await quote(u.token, { screens: [makeScreenConfig()] })).body.result.data.totals.totalPrice;
    await t.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`);
    await bumpCatalogVersion(t.db.db);
    const after = (await quote(u.token, { screens: [makeScreenConfig()] })).body.result.data.totals.totalPrice;
    expect(after - before).toBe(1000);
  });

  it('refuses bad lines naming the field, and callers without store access', async () => {
    const u = await t.makeUser({ ...roles.dealer });
    const bad = await quote(u.token, { screens: [makeScreenConfig({ width: 20 })] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fieldErrors['screens.0.width']).toBe('Minimum value is 36');
    const pending = await t.makeUser({ bcCustomerId: 'C10000' });
    expect((await quote(pending.token, cart)).status).toBe(403);
    const noCustomer = await t.makeUser({ isApproved: true, storeAccess: true, isAdmin: true });
    expect((await quote(noCustomer.token, cart)).status).toBe(409);
  });
});

describe('POST /api/orders/getorderprices', () => {
  it('prices the roof on the server, whatever multiplier the body claims', async () => {
    const u = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    const honest = await t.call('POST', '/api/orders/getorderprices', { token: u.token, body: { roof: workedRoofA } });
    expect(honest.status).toBe(200);
    const tampered = await t.call('POST', '/api/orders/getorderprices', { token: u.token, body: { roof: workedRoofA, kits: [], customColorMultiplier: 0 } });
    expect(tampered.body).toEqual(honest.body);
    const ctx = sampleContext({ priceGroup: 'USD', tierRateBp: 0 });
    const expectedCents = priceCart(ctx, { screens: [], roofs: [ZRoofConfig.parse(workedRoofA)], parts: [] }).roofs[0]!.unitPriceCents;
    expect(honest.body.priceCents).toBe(expectedCents);
    expect(honest.body.price).toBe(expectedCents / 100);
    expect(honest.body.mappedRfKits.length).toBeGreaterThan(0);
    expect((await t.call('POST', '/api/orders/getorderprices', { token: u.token, body: { roof: { frames: 'x' } } })).status).toBe(400);
  });

  it('reads kits and customColorMultiplier for their type only: a list or the Kits object, a number; another type is refused naming it', async () => {
    const u = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    const price = (body: object) => t.call('POST', '/api/orders/getorderprices', { token: u.token, body: { roof: workedRoofA, ...body } });
    const honest = await price({});
    for (const ignored of [
      { kits: [] },
      { kits: { items: [], BOMS: [] } },
      { customColorMultiplier: 1.15 },
      { customColorMultiplier: '1.15' },
      { customColorMultiplier: null },
    ]) {
      const res = await price(ignored);
      expect(res.status, JSON.stringify(ignored)).toBe(200);
      expect(res.body).toEqual(honest.body);
    }
    const kits = await price({ kits: 5 });
    expect(kits.status).toBe(400);
    expect(kits.body).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { kits: 'kits is ignored, but must be a list or an object when sent' } });
    const multiplier = await price({ customColorMultiplier: {} });
    expect(multiplier.body.fieldErrors).toEqual({
      customColorMultiplier: 'customColorMultiplier is ignored, but must be a number (or a string holding one) when sent',
    });
    // The roof's own fields keep the roof form's messages, under roof.
    const roof = await price({ roof: { ...workedRoofA, motorQuantity: 'two' } });
    expect(roof.body).toMatchObject({ message: 'Please check the roof', fieldErrors: { 'roof.motorQuantity': 'This field is required' } });
  });
});
