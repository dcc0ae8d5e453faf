import { randomBytes } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeImage, multipartBody } from '../files/files-test-kit';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';

/** Issue 31, point 3: a customer quote with the dealer's margin: settings, quotes, their PDF, an order again. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Line = { lineId: string; kind: string; quantity: number; costUnitCents: number; retailUnitCents: number; retailTotalCents: number };
type Quote = { _id: string; number: string; status: string; lines: Line[]; retailTotalCents: number; costTotalCents: number; customerName: string };
type Order = {
  _id: string;
  screens: { priceCents: number; totalCents: number }[];
  roofs: { priceCents: number; totalCents: number }[];
  parts: { priceCents: number; totalCents: number }[];
  totalsCents: { totalPrice: number; screensTotal: number; roofsTotal: number; partsTotal: number };
};

let t: TestApp;
let dealer: User;
let teammate: User;
let stranger: User;
let otherAdmin: User;
let order: Order;
const company = { name: 'Shade & Co <Ltd>', address: '12 Lake Rd\nSpringfield', phone: '555-0100', email: 'sales@shade.example.com' };

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true, LOG_LEVEL: 'error' } });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dealer@quotes.example.com' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'mate@quotes.example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'other@quotes.example.com' });
  otherAdmin = await t.makeUser({ ...roles.admin, bcCustomerId: 'C20000', email: 'desk@quotes.example.com' });
  order = (await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: 'Lakeside deck' }), 'mutation')).data as Order;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
  t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
const validUntil = '2027-01-31';
const newQuote = (token: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/quotes', token, { orderId: order._id, customerName: 'Pat <b>Customer</b>', validUntil, ...extra });

async function pdfText(id: string, token: string): Promise<{ status: number; text: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}/pdf`, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) return { status: res.statusCode, text: '' };
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return { status: 200, text };
}

describe('quote settings', () => {
  it('start at 1× with the ERP customer’s name, and save whole', async () => {
    const start = await call('GET', '/api/quotes/settings', dealer.token);

    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ markups: { screens: 1, roofs: 1, parts: 1 }, allowBelowCost: false, hasLogo: false });
    const saved = await call('PUT', '/api/quotes/settings', dealer.token, { markups: { screens: 1.35, roofs: 1.2, parts: 1.5 }, company });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/api/quotes/settings', teammate.token)).body).toMatchObject({ markups: { screens: 1.35, roofs: 1.2, parts: 1.5 }, company });
  });

  it('refuse a markup of 0 or less, or above 10, naming the kind, and change nothing', async () => {
    for (const [markups, field] of [
      [{ screens: 0, roofs: 1, parts: 1 }, 'markups.screens'],
      [{ screens: 1, roofs: -1, parts: 1 }, 'markups.roofs'],
      [{ screens: 1, roofs: 1, parts: 10.5 }, 'markups.parts'],
    ] as const) {
      const res = await call('PUT', '/api/quotes/settings', dealer.token, { markups, company, allowBelowCost: true });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    }
    expect((await call('GET', '/api/quotes/settings', dealer.token)).body.markups).toEqual({ screens: 1.35, roofs: 1.2, parts: 1.5 });
  });

  it('keep a markup below 1× only when confirmed with allowBelowCost', async () => {
    const refused = await call('PUT', '/api/quotes/settings', dealer.token, { markups: { screens: 1.35, roofs: 0.9, parts: 1.5 }, company });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'markups.roofs': 'Roofs markup below 1× sells under your cost: confirm it (allowBelowCost)' });
    const confirmed = await call('PUT', '/api/quotes/settings', dealer.token, {
      markups: { screens: 1.35, roofs: 0.9, parts: 1.5 },
      company,
      allowBelowCost: true,
    });
    expect(confirmed.body).toMatchObject({ allowBelowCost: true, markups: { roofs: 0.9 } });
    await call('PUT', '/api/quotes/settings', dealer.token, { markups: { screens: 1.35, roofs: 1.2, parts: 1.5 }, company });
  });

  it('take a logo that is an image of at most 2 MB, with the portal’s upload messages otherwise', async () => {
    const upload = (name: string, content: Buffer) => {
      const { payload, headers } = multipartBody([{ name, content, field: 'file' }]);
      return t.app.inject({ method: 'POST', url: '/api/quotes/settings/logo', payload, headers: { ...headers, authorization: `Bearer ${dealer.token}` } });
    };
    const notImage = await upload('logo.txt', Buffer.from('hello, not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe("logo.txt: only GIF, JPEG or PNG files can be uploaded here (checked by the file's content)");
    const tooBig = await upload('huge.png', Buffer.concat([await makeImage('png', 10, 10), randomBytes(2 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('huge.png: Maximum file size is 2MB');
    expect((await call('GET', '/api/quotes/settings', dealer.token)).body.hasLogo).toBe(false);
    const ok = await upload('logo.jpg', await makeImage('jpeg', 1200, 400));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hasLogo).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: '/api/quotes/settings/logo', headers: { authorization: `Bearer ${teammate.token}` } });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('quotes', () => {
  let quote: Quote;
  beforeAll(async () => {
    const res = await newQuote(dealer.token, { customerAddress: '1 Main St', notes: 'Installation in May.', markups: { parts: 2 } });
    expect(res.status).toBe(201);
    quote = res.body as Quote;
  });

  it('price each line at retail: the portal unit price × its kind’s markup, rounded half up; × the quantity', () => {
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote.status).toBe('open');
    const markup = { screen: 1.35, roof: 1.2, part: 2 } as Record<string, number>;
    const portal = [...order.screens, ...order.roofs, ...order.parts];
    quote.lines.forEach((line, i) => {
      expect(line.costUnitCents).toBe(portal[i]?.priceCents);
      expect(line.retailUnitCents).toBe(Math.round(line.costUnitCents * (markup[line.kind] ?? 0)));
      expect(line.retailTotalCents).toBe(line.retailUnitCents * line.quantity);
    });
    expect(quote.retailTotalCents).toBe(quote.lines.reduce((s, l) => s + l.retailTotalCents, 0));
    expect(quote.costTotalCents).toBe(order.totalsCents.totalPrice);
  });

  it('prints the company, the customer, retail prices, the total, the validity and the notes, and never a cost figure', async () => {
    const { text } = await pdfText(quote._id, dealer.token);
    const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const words of [
      `Quote ${quote.number}`,
      'Shade & Co <Ltd>',
      'Prepared for: Pat <b>Customer</b>',
      'Valid until: Jan 31, 2027',
      'Installation in May.',
      `Total: ${usd(quote.retailTotalCents)}`,
      'Taxes and shipping not included',
      ...quote.lines.map((l) => usd(l.retailTotalCents)),
    ]) {
      expect(text).toContain(words);
    }
    const costs = new Set([
      ...[...order.screens, ...order.roofs, ...order.parts].flatMap((l) => [l.priceCents, l.totalCents]),
      ...Object.values(order.totalsCents),
    ]);
    for (const cents of costs) {
      if (quote.lines.some((l) => l.retailUnitCents === cents || l.retailTotalCents === cents)) continue;
      expect(text).not.toContain(usd(cents));
      expect(text).not.toContain((cents / 100).toFixed(2));
    }
    expect(text).not.toMatch(/tier|discount|P-\d{6}/i);
  });

  it('belong to the team: teammates list, search and change them; another customer gets 404; an administrator reads any', async () => {
    const list = await call('GET', `/api/quotes?q=${encodeURIComponent(quote.number)}`, teammate.token);
    expect(list.body.items.map((q: Quote) => q._id)).toEqual([quote._id]);
    expect((await call('GET', '/api/quotes?q=lakeside', teammate.token)).body.total).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/quotes?q=nobody-like-this', teammate.token)).body.total).toBe(0);
    expect((await call('GET', '/api/quotes', stranger.token)).body.items).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/quotes/${quote._id}`, undefined],
      ['PATCH', `/api/quotes/${quote._id}`, { status: 'won' }],
      ['DELETE', `/api/quotes/${quote._id}`, undefined],
      ['POST', `/api/quotes/${quote._id}/order`, undefined],
    ] as const) {
      expect((await call(method, url, stranger.token, body)).status).toBe(404);
    }
    expect((await pdfText(quote._id, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/quotes/${quote._id}`, otherAdmin.token)).status).toBe(200);
    expect((await pdfText(quote._id, otherAdmin.token)).status).toBe(200);
    const won = await call('PATCH', `/api/quotes/${quote._id}`, teammate.token, { status: 'won', notes: 'Signed.' });
    expect(won.body).toMatchObject({ status: 'won', notes: 'Signed.' });
    expect((await call('PATCH', `/api/quotes/${quote._id}`, teammate.token, { status: 'maybe' })).status).toBe(400);
  });

  it('refuse a quote of another team’s order, a below-cost markup without confirmation, and a bad date, writing nothing', async () => {
    const before = (await call('GET', '/api/quotes', dealer.token)).body.total;
    expect((await newQuote(stranger.token)).status).toBe(404);
    const below = await newQuote(dealer.token, { markups: { screens: 0.8 } });
    expect(below.status).toBe(400);
    expect(Object.keys(below.body.fieldErrors)).toEqual(['markups.screens']);
    expect((await newQuote(dealer.token, { validUntil: 'soon' })).body.fieldErrors).toHaveProperty('validUntil');
    expect((await newQuote(dealer.token, { customerName: '   ' })).body.fieldErrors).toHaveProperty('customerName');
    expect((await call('GET', '/api/quotes', dealer.token)).body.total).toBe(before);
    expect((await newQuote(dealer.token, { markups: { screens: 0.8 }, allowBelowCost: true })).status).toBe(201);
  });

  it('order again: a new draft of the caller’s at today’s prices, each line with its price on the quote', async () => {
    const res = await call('POST', `/api/quotes/${quote._id}/order`, dealer.token);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('DRAFT');
    expect(res.body._id).not.toBe(order._id);
    expect(res.body.copiedLines.length).toBe(quote.lines.length);
  });

  it('delete: gone for the team', async () => {
    const made = (await newQuote(dealer.token)).body as Quote;
    expect((await call('DELETE', `/api/quotes/${made._id}`, teammate.token)).body).toEqual({ deleted: true });
    expect((await call('GET', `/api/quotes/${made._id}`, dealer.token)).status).toBe(404);
  });
});
