import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, remote, saveInput, trpc } from '../orders/orders-test-kit';
import { setAdjustmentsEnabled } from '../adjustments/adjustments-test-kit';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { salespersonMessages } from './retail-prices';

/**
 * Issue 32, point 2: a salesperson sees only retail prices — the dealer's price × the team's
 * markup of the line's kind — and never the dealer's cost, through REST and tRPC. The sample
 * remote costs the dealer (tier Gold, 85 %) 57.80 a unit; at the team's parts markup of 1.5 a
 * customer pays 86.70.
 */
let t: TestApp;
type User = { id: string; token: string; email: string };
let buyer: User;
let sales: User;
let order: OrderView;
const dealerUnit = 5780;
const retailUnit = 8670;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  buyer = await t.makeUser({ ...roles.dealer, email: 'buyer@retail.example.com' });
  sales = await t.makeUser({ ...roles.dealer, teamRole: 'sales', email: 'sales@retail.example.com' });
  const settings = await t.call('PUT', '/api/quotes/settings', {
    token: buyer.token,
    body: { markups: { screens: 1.35, roofs: 1.2, parts: 1.5 }, company: { name: 'Shade Masters', address: '', phone: '', email: '' }, allowBelowCost: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const saved = await trpc(t, buyer.token, 'orders.save', saveInput({ cart: partsCart() }), 'mutation');
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  order = saved.data as OrderView;
  expect(order.parts[0]).toMatchObject({ priceCents: dealerUnit, totalCents: dealerUnit * 3 });
});
afterAll(() => t.close());

/** The dealer's figures of the order: none may reach a salesperson. */
const dealerFigures = () => [String(dealerUnit), String(dealerUnit * 3), '57.8', '173.4', '0.85', 'Gold'];
const expectRetailOnly = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const figure of dealerFigures()) expect(text, `holds the dealer's ${figure}`).not.toContain(figure);
};

describe("a salesperson's prices", () => {
  it("reads the team's order at retail (REST and tRPC): lines, totals, no tier", async () => {
    for (const body of [
      (await t.call('GET', `/api/orders/${order._id}`, { token: sales.token })).body as OrderView,
      (await trpc(t, sales.token, 'orders.get', { id: order._id })).data as OrderView,
    ]) {
      expect(body.parts[0]).toMatchObject({ priceCents: retailUnit, price: 86.7, totalCents: retailUnit * 3, adjustments: [] });
      expect(body.totalsCents.totalPrice).toBe(retailUnit * 3);
      expect(body.userDetails.bc_customer_tierRate).toBe(0);
      expectRetailOnly(body);
    }
    // The buyer still reads the dealer's prices.
    expect(((await t.call('GET', `/api/orders/${order._id}`, { token: buyer.token })).body as OrderView).totalsCents.totalPrice).toBe(dealerUnit * 3);
  });

  it('reads the team list and its export at retail', async () => {
    const list = await t.call('GET', '/api/orders/teamorders?limit=100', { token: sales.token });
    const row = (list.body.items as OrderView[]).find((o) => o._id === order._id);
    expect(row?.totalsCents.totalPrice).toBe(retailUnit * 3);
    expectRetailOnly(list.body);
    const csv = await t.call('GET', '/api/orders/teamorders/export?format=csv', { token: sales.token });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('260.10');
    expect(csv.body).not.toContain('173.40');
  });

  it('prices a cart, a copy and quick entry at retail; the profile has no tier', async () => {
    const quote = await trpc(t, sales.token, 'pricing.quote', { screens: [], roofs: [], parts: [remote] }, 'mutation');
    expect(quote.data).toMatchObject({ tierRate: 0, totals: { totalPrice: retailUnit * 3 } });
    expectRetailOnly(quote.data);
    const preview = await t.call('GET', `/api/orders/${order._id}/copy-preview`, { token: sales.token });
    expect(preview.body.totalsCents.totalPrice).toBe(retailUnit * 3);
    expect(preview.body.copiedLines[0]).toMatchObject({ oldPrice: 260.1, newPrice: 260.1 });
    const quick = await t.call('POST', '/api/store/quick-entry', { token: sales.token, body: { lines: 'PT-RMT-5-WHT,3' } });
    expect(quick.body.added[0]).toMatchObject({ priceCents: retailUnit, totalCents: retailUnit * 3 });
    const profile = await t.call('GET', '/api/users/profile', { token: sales.token });
    expect(profile.body).toMatchObject({ bc_customer_tierRate: 0, bc_customer_tierName: null, teamRole: 'sales' });
    expectRetailOnly(profile.body);
  });

  it('loads a catalog without prices (REST and tRPC), with an ETag of its own', async () => {
    const rest = await t.call('GET', '/api/catalog', { token: sales.token });
    expect(rest.body.catalog.items.length).toBeGreaterThan(0);
    expect(rest.body.catalog.items.every((i: { prices: unknown[] }) => i.prices.length === 0)).toBe(true);
    const dealers = await t.call('GET', '/api/catalog', { token: buyer.token });
    expect(dealers.body.catalog.items.some((i: { prices: unknown[] }) => i.prices.length > 0)).toBe(true);
    expect(rest.headers.etag).not.toBe(dealers.headers.etag);
    const viaTrpc = await trpc(t, sales.token, 'catalog.snapshot', {});
    expect(viaTrpc.data.catalog.items.every((i: { prices: unknown[] }) => i.prices.length === 0)).toBe(true);
  });

  it("makes a customer quote at the team's markups without seeing them or the cost; may not set them", async () => {
    const body = { orderId: order._id, customerName: 'Pat Homeowner', validUntil: '2031-01-31' };
    const refused = await t.call('POST', '/api/quotes', { token: sales.token, body: { ...body, markups: { parts: 1 } } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(salespersonMessages.markups);
    const settings = await t.call('PUT', '/api/quotes/settings', {
      token: sales.token,
      body: { markups: { screens: 1, roofs: 1, parts: 1 }, company: { name: 'X', address: '', phone: '', email: '' }, allowBelowCost: false },
    });
    expect(settings.status).toBe(403);
    const made = await t.call('POST', '/api/quotes', { token: sales.token, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quote = made.body as TQuote;
    expect(quote).toMatchObject({ markups: null, costTotalCents: null, retailTotalCents: retailUnit * 3 });
    expect(quote.lines.every((l) => l.costUnitCents === null)).toBe(true);
    expectRetailOnly(quote);
    expect((await t.call('GET', '/api/quotes/settings', { token: sales.token })).body.markups).toBeNull();
    // The buyer reads the same quote with its markups and cost.
    expect((await t.call('GET', `/api/quotes/${quote._id}`, { token: buyer.token })).body).toMatchObject({ costTotalCents: dealerUnit * 3 });
  });

  it("is mailed an order's approval at retail when the salesperson owns it (an administrator submitted and approved their draft)", async () => {
    const admin = await t.makeUser({ ...roles.admin, email: 'desk@retail.example.com' });
    const draft = (await trpc(t, sales.token, 'orders.save', saveInput({ orderName: 'Porch', cart: partsCart() }), 'mutation')).data as OrderView;
    for (const status of ['SUBMITTED', 'APPROVED'] as const) {
      const step = await trpc(t, admin.token, 'orders.save', { ...saveInput({ orderName: 'Porch', cart: partsCart() }), _id: draft._id, status }, 'mutation');
      expect(step.status, JSON.stringify(step.error)).toBe(200);
    }
    const mail = await outboxMail(t, sales.email, `Your order ${draft.portalNumber} Porch is approved`);
    expect(mail.plain).toContain('$260.10');
    expect(mail.plain).not.toContain('173.40');
  });

  it("reads no invoices and no adjustments: both carry the dealer's prices", async () => {
    const invoices = await t.call('GET', `/api/orders/${order._id}/invoices`, { token: sales.token });
    expect(invoices.status).toBe(403);
    expect(invoices.body.message).toBe(salespersonMessages.invoices);
    await setAdjustmentsEnabled(t, true);
    const adjustments = await t.call('GET', '/api/adjustments?scope=team', { token: sales.token });
    expect(adjustments.status).toBe(403);
    expect(adjustments.body.message).toBe(adjustmentMessages.salesperson);
    expect((await t.call('GET', '/api/adjustments?scope=team', { token: buyer.token })).status).toBe(200);
  });
});
