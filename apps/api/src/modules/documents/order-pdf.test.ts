import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';

/** Issue 31, points 1 and 2: an order's drawings, and the order printed as a PDF whose words a reader (and a test) can read back. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Order = { _id: string; portalNumber: string; screens: { screenId: string }[]; roofs: { roofId: string }[] };

let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let stranger: User;
let order: Order;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'desk@print.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dealer@print.example.com', fname: 'Dana <b>Dealer</b>' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'mate@print.example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'other@print.example.com' });
  const saved = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: 'Backyard <i>deck</i>', status: 'SUBMITTED' }), 'mutation');
  order = saved.data as Order;
});
afterAll(() => t.close());

const pdfOf = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/orders/${id}/pdf`, headers: { authorization: `Bearer ${token}` } });

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('GET /api/orders/{id}/pdf', () => {
  it('prints the order: its number, name, status, customer, lines, prices and totals in its currency', async () => {
    const res = await pdfOf(dealer.token, order._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Order ${order.portalNumber}.pdf`);
    const text = await textOf(res.rawPayload);
    const view = (await t.call('GET', `/api/orders/${order._id}`, { token: dealer.token })).body as {
      totalsCents: { totalPrice: number };
      screens: { totalCents: number }[];
      parts: { number: string }[];
    };
    const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const words of [
      `Order ${order.portalNumber}`,
      'Backyard <i>deck</i>',
      'Status: Submitted',
      'Screen 1: Patio',
      'Roof 1:',
      'Width: 144"',
      view.parts[0]?.number ?? 'no part',
      `Total: ${usd(view.totalsCents.totalPrice)}`,
      usd(view.screens[0]?.totalCents ?? 0),
      'Taxes and shipping not included',
      'Currency: USD',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('the team and administrators may print it; anyone else gets 404 and no PDF', async () => {
    expect((await pdfOf(teammate.token, order._id)).statusCode).toBe(200);
    expect((await pdfOf(admin.token, order._id)).statusCode).toBe(200);
    const refused = await pdfOf(stranger.token, order._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await pdfOf(dealer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdfOf(dealer.token, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/orders/{id}/drawings', () => {
  it("answers one titled drawing per screen and roof, by line id; another customer's dealer gets 404", async () => {
    const res = await t.call('GET', `/api/orders/${order._id}/drawings`, { token: dealer.token });
    expect(res.status).toBe(200);
    const drawings = res.body as { lineId: string; kind: string; svg: string }[];
    expect(drawings.map((d) => [d.kind, d.lineId])).toEqual([
      ['screen', order.screens[0]?.screenId],
      ['roof', order.roofs[0]?.roofId],
    ]);
    expect(drawings[0]?.svg).toMatch(/^<svg[^>]*role="img"/);
    expect(drawings[0]?.svg).toContain('<title');
    expect((await t.call('GET', `/api/orders/${order._id}/drawings`, { token: stranger.token })).status).toBe(404);
  });
});
