import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerTiers, erpCustomers } from '@portal/db/schema/customers';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { saveInput, trpc } from '../orders/orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let superAdmin: User;
let pricer: User;
let plainAdmin: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  superAdmin = await t.makeUser({ ...roles.superAdmin, fname: 'Sam', lname: 'Super' });
  pricer = await t.makeUser({ ...roles.admin, canManagePricing: true, fname: 'Pat', lname: 'Pricer' });
  plainAdmin = await t.makeUser({ ...roles.admin });
});
afterAll(() => t.close());

const rules = async (token = pricer.token) =>
  (await t.call('GET', '/api/admin/portalpricing', { token })).body as {
    _id: string;
    portalPricingName: string;
    portalPricingMethod: string;
    portalPricingValue: number;
  }[];
const ruleId = async (name: string) => (await rules()).find((r) => r.portalPricingName === name)!._id;
const quoteTotal = async (token: string) =>
  (await trpc(t, token, 'pricing.quote', { screens: [makeScreenConfig()] }, 'mutation')).data.totals.totalPrice as number;

describe('who may use the Pricing page', () => {
  it.each([
    ['GET', '/api/admin/portalpricing'],
    ['POST', '/api/admin/portalpricing'],
    ['GET', '/api/admin/customertiers'],
    ['POST', '/api/admin/customertiers'],
    ['PUT', '/api/admin/customers'],
    ['GET', '/api/admin/pricing/history'],
  ])('refuses %s %s to an admin without the pricing permission, a dealer and a visitor', async (method, url) => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const body = method === 'GET' ? undefined : {};
    const refused = await t.call(method as 'GET', url, { token: plainAdmin.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This needs the pricing permission');
    expect((await t.call(method as 'GET', url, { token: dealer.token, body })).status).toBe(403);
    expect((await t.call(method as 'GET', url, { body })).status).toBe(401);
  });

  it('refuses the tRPC procedures too, and lets a super admin in without the flag', async () => {
    expect((await trpc(t, plainAdmin.token, 'pricingAdmin.rules')).status).toBe(403);
    expect((await trpc(t, plainAdmin.token, 'pricingAdmin.saveTier', { customerTierName: 'X', customerTierRate: 0.5 }, 'mutation')).status).toBe(403);
    expect((await trpc(t, superAdmin.token, 'pricingAdmin.tiers')).status).toBe(200);
  });

  it('only a super admin grants and withdraws the permissions, only to administrators, and it is audited', async () => {
    const admin = await t.makeUser({ ...roles.admin, email: 'grantee@staff.example.com' });
    expect((await t.call('PUT', `/api/admin/users/${admin.id}`, { token: pricer.token, body: { canManagePricing: true } })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/portalpricing', { token: admin.token })).status).toBe(403);
    const granted = await t.call('PUT', `/api/admin/users/${admin.id}`, { token: superAdmin.token, body: { canManagePricing: true, canManageData: true } });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ canManagePricing: true, canManageData: true });
    expect((await t.call('GET', '/api/admin/portalpricing', { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', '/api/users/profile', { token: admin.token })).body).toMatchObject({ canManagePricing: true, canManageData: true });
    const dealer = await t.makeUser({ ...roles.dealer });
    const toDealer = await t.call('PUT', `/api/admin/users/${dealer.id}`, { token: superAdmin.token, body: { canManageData: true } });
    expect(toDealer.status).toBe(409);
    expect(toDealer.body.fieldErrors.canManageData).toBe('Only administrators can hold this permission');
    expect((await t.call('PUT', `/api/admin/users/${admin.id}`, { token: superAdmin.token, body: { canManagePricing: false } })).body.canManagePricing).toBe(
      false,
    );
    expect((await t.call('GET', '/api/admin/portalpricing', { token: admin.token })).status).toBe(403);
    const history = (await t.call('GET', '/api/admin/pricing/history?limit=2', { token: pricer.token })).body;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      area: 'permission',
      entity: 'grantee@staff.example.com',
      actorName: 'Sam Super',
      before: { canManagePricing: true, canManageData: true },
      after: { canManagePricing: false, canManageData: true },
    });
    expect(history[1]).toMatchObject({ area: 'permission', before: { canManagePricing: false, canManageData: false } });
  });
});

describe('portal pricing rules', () => {
  it('lists the five rules with the value in dollars or as the factor, and the method choices', async () => {
    const list = await rules();
    expect(list.map((r) => r.portalPricingName).sort()).toEqual([
      'Cable Track Addition',
      'Custom Color Multiplier',
      'Screen Kit Addition',
      'Vinyl/Weblon Addition',
      'Vinyl/Weblon Multiplier',
    ]);
    const color = (await t.call('GET', '/api/admin/portalpricing', { token: pricer.token })).body.find(
      (r: { portalPricingName: string }) => r.portalPricingName === 'Custom Color Multiplier',
    );
    expect(color).toMatchObject({
      portalPricingMethod: '*',
      portalPricingMethods: [
        { value: '+', name: 'Add' },
        { value: '-', name: 'Subtract' },
        { value: '*', name: 'Multiply' },
        { value: '/', name: 'Divide' },
      ],
    });
    expect(typeof color.portalPricingValue).toBe('number');
  });

  it('prices the next quote with a changed rule and leaves a submitted order as it was', async () => {
    const dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    const submitted = (await trpc(t, dealer.token, 'orders.save', saveInput({ status: 'SUBMITTED' }), 'mutation')).data;
    expect(submitted.status).toBe('SUBMITTED');
    const before = await quoteTotal(dealer.token);
    const id = await ruleId('Screen Kit Addition');
    const current = (await rules()).find((r) => r._id === id)!;
    const saved = await t.call('POST', '/api/admin/portalpricing', {
      token: pricer.token,
      body: { _id: id, portalPricingMethod: '+', portalPricingValue: current.portalPricingValue + 10 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      _id: id,
      portalPricingName: 'Screen Kit Addition',
      portalPricingMethod: '+',
      portalPricingValue: current.portalPricingValue + 10,
    });
    // Quote totals are in cents: +10 dollars on the one screen kit.
    expect((await quoteTotal(dealer.token)) - before).toBe(1000);
    const order = await trpc(t, dealer.token, 'orders.get', { id: submitted._id });
    expect(order.data.totalsCents).toEqual(submitted.totalsCents);

    const viaTrpc = await trpc(
      t,
      pricer.token,
      'pricingAdmin.saveRule',
      { _id: id, portalPricingMethod: '+', portalPricingValue: current.portalPricingValue },
      'mutation',
    );
    expect(viaTrpc.status).toBe(200);
    expect(await quoteTotal(dealer.token)).toBe(before);
    const history = (await trpc(t, pricer.token, 'pricingAdmin.history', { limit: 1 })).data;
    expect(history[0]).toMatchObject({
      area: 'pricingRule',
      entity: 'Screen Kit Addition',
      actorName: 'Pat Pricer',
      before: { method: '+', value: current.portalPricingValue + 10 },
      after: { method: '+', value: current.portalPricingValue },
    });
  });

  it('refuses bad values naming the field and changes nothing', async () => {
    const kit = await ruleId('Screen Kit Addition');
    const color = await ruleId('Custom Color Multiplier');
    const vinyl = await ruleId('Vinyl/Weblon Multiplier');
    const before = await rules();
    const post = (body: unknown) => t.call('POST', '/api/admin/portalpricing', { token: pricer.token, body });
    const notNumber = await post({ _id: kit, portalPricingMethod: '+', portalPricingValue: 'ten' });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.fieldErrors.portalPricingValue).toBe('The value must be a number');
    expect((await post({ _id: kit, portalPricingMethod: '+', portalPricingValue: -5 })).body.fieldErrors.portalPricingValue).toBe(
      'The value must be 0 or more',
    );
    expect((await post({ _id: vinyl, portalPricingMethod: '/', portalPricingValue: 0 })).body.fieldErrors.portalPricingValue).toBe(
      'The value cannot be 0 when dividing',
    );
    const colorAdd = await post({ _id: color, portalPricingMethod: '+', portalPricingValue: 5 });
    expect(colorAdd.status).toBe(400);
    expect(colorAdd.body.fieldErrors.portalPricingMethod).toContain('must stay Multiply or Divide');
    expect((await post({ _id: kit, portalPricingMethod: '%', portalPricingValue: 1 })).body.fieldErrors.portalPricingMethod).toBe(
      'The method must be Add, Subtract, Multiply or Divide (+, -, *, /)',
    );
    expect((await post({ _id: '7b0e8c5e-4a7e-4a57-9d43-000000000000', portalPricingMethod: '+', portalPricingValue: 1 })).status).toBe(404);
    expect(await rules()).toEqual(before);
  });
});

describe('customer tiers', () => {
  it('lists tiers and customers with their tier id', async () => {
    const res = await t.call('GET', '/api/admin/customertiers', { token: pricer.token });
    expect(res.status).toBe(200);
    const gold = res.body.tiers.find((x: { customerTierName: string }) => x.customerTierName === 'Gold');
    expect(gold).toMatchObject({ customerTierRate: 0.85 });
    expect(res.body.customers).toContainEqual({
      bc_customer_id: 'C10000',
      bc_customer_displayName: 'Shade Masters Inc.',
      bc_customer_priceGroup: 'USD',
      customerTier: gold._id,
      bc_customer_tierName: 'Gold',
      bc_customer_tierRate: 0.85,
      isSenderReceiver: true,
    });
  });

  it('names a customer the same way on GET /api/admin/customertiers, GET /api/bc/customers and tRPC', async () => {
    const tiers = await t.call('GET', '/api/admin/customertiers', { token: superAdmin.token });
    const customers = await t.call('GET', '/api/bc/customers', { token: superAdmin.token });
    expect(customers.status).toBe(200);
    const fields = [
      'bc_customer_id',
      'bc_customer_displayName',
      'bc_customer_priceGroup',
      'customerTier',
      'bc_customer_tierName',
      'bc_customer_tierRate',
      'isSenderReceiver',
    ].sort();
    for (const customer of [...tiers.body.customers, ...customers.body]) expect(Object.keys(customer).sort()).toEqual(fields);
    expect(customers.body).toEqual(tiers.body.customers);
    expect((await trpc(t, superAdmin.token, 'customers.list')).data).toEqual(customers.body);
    expect((await trpc(t, superAdmin.token, 'pricingAdmin.tiers')).data.customers).toEqual(customers.body);
    // The user names its linked customer with the same fields.
    const dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
    const profile = (await t.call('GET', '/api/users/profile', { token: dealer.token })).body;
    const maple = customers.body.find((c: { bc_customer_id: string }) => c.bc_customer_id === 'C20000');
    expect(profile).toMatchObject({
      bc_customer_id: maple.bc_customer_id,
      bc_customer_displayName: maple.bc_customer_displayName,
      bc_customer_priceGroup: maple.bc_customer_priceGroup,
      bc_customer_tierName: maple.bc_customer_tierName,
      bc_customer_tierRate: maple.bc_customer_tierRate,
    });
  });

  it("moves a customer to another tier: the dealer's profile and prices follow at the next request", async () => {
    const dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10020' });
    const { tiers } = (await t.call('GET', '/api/admin/customertiers', { token: pricer.token })).body as { tiers: { _id: string; customerTierName: string }[] };
    const tier = (name: string) => tiers.find((x) => x.customerTierName === name)!._id;
    expect((await t.call('GET', '/api/users/profile', { token: dealer.token })).body).toMatchObject({
      bc_customer_tierName: 'Silver',
      bc_customer_tierRate: 0.9,
    });
    const silverQuote = await trpc(t, dealer.token, 'pricing.quote', { screens: [makeScreenConfig()] }, 'mutation');
    expect(silverQuote.data.tierRate).toBe(0.9);

    const res = await t.call('PUT', '/api/admin/customers', {
      token: pricer.token,
      body: { bcCustomersToUpdate: [{ bc_customer_id: 'C10020', customerTier: tier('Platinum') }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'BC Customers saved.', updated: 1 });
    expect((await t.call('GET', '/api/users/profile', { token: dealer.token })).body).toMatchObject({
      bc_customer_tierName: 'Platinum',
      bc_customer_tierRate: 0.8,
    });
    const platinumQuote = await trpc(t, dealer.token, 'pricing.quote', { screens: [makeScreenConfig()] }, 'mutation');
    expect(platinumQuote.data.tierRate).toBe(0.8);
    expect(platinumQuote.data.totals.totalPrice).toBeLessThan(silverQuote.data.totals.totalPrice);

    const history = (await t.call('GET', '/api/admin/pricing/history?limit=1', { token: pricer.token })).body;
    expect(history[0]).toMatchObject({
      area: 'customer',
      entity: 'C10020',
      before: { customerTier: tier('Silver') },
      after: { customerTier: tier('Platinum') },
    });
    await trpc(
      t,
      pricer.token,
      'pricingAdmin.saveCustomerTiers',
      { bcCustomersToUpdate: [{ bc_customer_id: 'C10020', customerTier: tier('Silver') }] },
      'mutation',
    );
  });

  it('refuses an unknown customer or tier naming it, and changes none of the list', async () => {
    const { tiers } = (await t.call('GET', '/api/admin/customertiers', { token: pricer.token })).body as { tiers: { _id: string; customerTierName: string }[] };
    const gold = tiers.find((x) => x.customerTierName === 'Gold')!._id;
    const unknownCustomer = await t.call('PUT', '/api/admin/customers', {
      token: pricer.token,
      body: {
        bcCustomersToUpdate: [
          { bc_customer_id: 'C20010', customerTier: gold },
          { bc_customer_id: 'NOPE', customerTier: gold },
        ],
      },
    });
    expect(unknownCustomer.status).toBe(400);
    expect(unknownCustomer.body.fieldErrors['bcCustomersToUpdate.1.bc_customer_id']).toBe('Unknown Business Central customer NOPE');
    const unknownTier = await t.call('PUT', '/api/admin/customers', {
      token: pricer.token,
      body: { bcCustomersToUpdate: [{ bc_customer_id: 'C20010', customerTier: '7b0e8c5e-4a7e-4a57-9d43-000000000000' }] },
    });
    expect(unknownTier.status).toBe(400);
    expect(unknownTier.body.fieldErrors['bcCustomersToUpdate.0.customerTier']).toContain('Unknown customer tier');
    const [row] = await t.db.db
      .select({ name: customerTiers.name })
      .from(erpCustomers)
      .leftJoin(customerTiers, eq(customerTiers.id, erpCustomers.tierId))
      .where(eq(erpCustomers.id, 'C20010'));
    expect(row?.name).toBe('Standard');
  });

  it('adds and edits a tier, refusing a rate outside 0..1 and a duplicate name', async () => {
    const added = await trpc(t, pricer.token, 'pricingAdmin.saveTier', { customerTierName: 'Diamond', customerTierRate: 0.75 }, 'mutation');
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ customerTierName: 'Diamond', customerTierRate: 0.75 });
    const edited = await t.call('POST', '/api/admin/customertiers', {
      token: pricer.token,
      body: { _id: added.data._id, customerTierName: 'Diamond', customerTierRate: 0.7 },
    });
    expect(edited.body).toEqual({ _id: added.data._id, customerTierName: 'Diamond', customerTierRate: 0.7 });
    const tooHigh = await t.call('POST', '/api/admin/customertiers', { token: pricer.token, body: { customerTierName: 'Odd', customerTierRate: 1.5 } });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.fieldErrors.customerTierRate).toBe('The rate must be between 0 and 1');
    const duplicate = await t.call('POST', '/api/admin/customertiers', { token: pricer.token, body: { customerTierName: 'Gold', customerTierRate: 0.5 } });
    expect(duplicate.body.fieldErrors.customerTierName).toBe('A tier with this name already exists');
    const history = (await trpc(t, pricer.token, 'pricingAdmin.history', { limit: 1 })).data;
    expect(history[0]).toMatchObject({ area: 'customerTier', entity: 'Diamond', before: { customerTierRate: 0.75 }, after: { customerTierRate: 0.7 } });
  });
});

describe('settings', () => {
  it('anyone signed in reads the adjustments switch; only a super admin flips it, audited', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    expect((await trpc(t, dealer.token, 'settings.get')).data).toEqual({ adjustmentsEnabled: false });
    expect((await t.call('PUT', '/api/admin/settings', { token: pricer.token, body: { adjustmentsEnabled: true } })).status).toBe(403);
    expect((await t.call('PUT', '/api/admin/settings', { token: superAdmin.token, body: { adjustmentsEnabled: 'yes' } })).status).toBe(400);
    const on = await trpc(t, superAdmin.token, 'settings.update', { adjustmentsEnabled: true }, 'mutation');
    expect(on.data).toEqual({ adjustmentsEnabled: true });
    expect((await t.call('GET', '/api/admin/settings', { token: dealer.token })).body).toEqual({ adjustmentsEnabled: true });
    expect((await t.call('GET', '/api/admin/settings')).status).toBe(401);
    const history = (await trpc(t, superAdmin.token, 'pricingAdmin.history', { limit: 1 })).data;
    expect(history[0]).toMatchObject({ area: 'setting', entity: 'feature.adjustments', before: false, after: true, actorName: 'Sam Super' });
    await t.call('PUT', '/api/admin/settings', { token: superAdmin.token, body: { adjustmentsEnabled: false } });
    expect((await trpc(t, dealer.token, 'settings.get')).data).toEqual({ adjustmentsEnabled: false });
  });
});
