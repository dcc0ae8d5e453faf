import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { users } from '@portal/db/schema/users';
import { photoWidths } from '@portal/domain/files/upload-rules';
import type { Bucket } from '../../adapters/storage/file-storage';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { openIssue, setAdjustmentsEnabled } from '../adjustments/adjustments-test-kit';
import { makeOrder } from '../warranty/warranty-test-kit';
import { makeImage, multipartBody, pdf, pngHeaderOnly } from './files-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;

let t: TestApp;
let admin: User;
let dealer: User;
let orderId: string;
let issueId: string;
let adjustmentId: string;

const upload = (url: string, token: string, files: Parameters<typeof multipartBody>[0]) => {
  const { payload, headers } = multipartBody(files);
  return t.call('POST', url, { token, body: payload, headers });
};
const keys = async (bucket: Bucket, prefix = '') => (await t.app.deps.storage.list(bucket, prefix)).map((o) => o.key).sort();
/** A signed link of the local disk storage, fetched as the browser would (no session). */
const follow = (link: string) => t.app.inject({ method: 'GET', url: link });

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser(roles.admin);
  dealer = await t.makeUser(roles.dealer);
  orderId = (await makeOrder(t, dealer.id, admin.id, 'APPROVED'))._id;
  await setAdjustmentsEnabled(t, true);
  const adjustment = await t.call('POST', `/api/orders/${orderId}/adjustments`, { token: dealer.token, body: { description: 'Images' } });
  adjustmentId = adjustment.body._id;
  issueId = (await openIssue(t, dealer.token, adjustment.body, 'Complete_Unit'))._id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('image bombs are refused everywhere (issue 26, point 17)', () => {
  const bomb = [{ name: 'bomb.png', content: pngHeaderOnly(20_000, 20_000) }];
  const refusal = 'bomb.png: the image is too large (more than 40 megapixels)';

  it.each([
    ['an order file', 'orders'],
    ['a document', 'docs'],
  ] as const)('refuses a 20,000 × 20,000 PNG as %s and stores nothing', async (_what, bucket) => {
    const before = await keys(bucket);
    const res = await upload(bucket === 'orders' ? `/api/files/orders/${orderId}` : '/api/files/docs/Manuals', admin.token, bomb);
    expect(res).toMatchObject({ status: 413, body: { message: refusal } });
    expect(await keys(bucket)).toEqual(before);
  });

  it('refuses it as an issue attachment: no file, no row', async () => {
    const res = await upload(`/api/issues/${issueId}/attachments`, dealer.token, bomb);
    expect(res).toMatchObject({ status: 413, body: { message: refusal } });
    expect(await keys('attachments')).toEqual([]);
    expect((await t.call('GET', `/api/issues/${issueId}/attachments`, { token: dealer.token })).body.attachments).toEqual([]);
  });

  it('gives an attached image its 300, 600 and 900 px versions, expiring links its own side alone is given; its versions go with it', async () => {
    const res = await upload(`/api/issues/${issueId}/attachments`, dealer.token, [{ name: 'dent.jpg', content: await makeImage('jpeg', 4000, 3000) }]);
    expect(res.status).toBe(201);
    const [image] = res.body.attachments;
    expect(image.previewUrl).toEqual(expect.stringContaining(encodeURIComponent('.variants/small/')));
    const preview = await follow(image.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(300);
    expect((await follow(image.url)).statusCode).toBe(200);

    // The sizes the lightbox offers, as a library photo's: each link reads the stored version of that width.
    const listed = (await t.call('GET', `/api/issues/${issueId}/attachments`, { token: dealer.token })).body.attachments;
    expect(listed).toEqual([
      expect.objectContaining({ _id: image._id, versions: { small: expect.any(String), medium: expect.any(String), large: expect.any(String) } }),
    ]);
    for (const { versions } of [image, listed[0]]) {
      for (const [size, width] of Object.entries(photoWidths)) {
        expect(versions[size]).toEqual(expect.stringContaining(encodeURIComponent(`.variants/${size}/`)));
        const version = await follow(versions[size]);
        expect(version.statusCode).toBe(200);
        expect(version.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(version.rawPayload).metadata()).width).toBe(width);
      }
    }
    // Another dealer is never given them, nor turns a link into one of another file.
    const other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    expect((await t.call('GET', `/api/issues/${issueId}/attachments`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/adjustments/${adjustmentId}`, { token: other.token })).status).toBe(404);
    const forged = new URL(image.versions.large, 'http://localhost');
    forged.searchParams.set('k', new URL(image.url, 'http://localhost').searchParams.get('k') ?? '');
    expect((await follow(`${forged.pathname}${forged.search}`)).json()).toMatchObject({ message: 'This download link is not valid' });
    // They expire in minutes, as the original's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    for (const link of Object.values<string>(image.versions)) {
      expect((await follow(link)).json()).toMatchObject({ message: 'This download link has expired' });
    }
    vi.useRealTimers();
    // An image stored before its versions were made has none: no preview, no sizes.
    for (const key of await keys('attachments', '.variants/')) await t.app.deps.storage.remove('attachments', key);
    const older = (await t.call('GET', `/api/issues/${issueId}/attachments`, { token: dealer.token })).body.attachments[0];
    expect([older.url, older.previewUrl, older.versions]).toEqual([expect.any(String), undefined, undefined]);

    expect((await t.call('DELETE', `/api/issues/${issueId}/attachments/${image._id}`, { token: dealer.token })).status).toBe(200);
    expect(await keys('attachments')).toEqual([]);
  });

  it('gives an image among order files and documents its versions and a preview link', async () => {
    const res = await upload(`/api/files/orders/${orderId}`, dealer.token, [{ name: 'site.png', content: await makeImage('png', 1500, 1000) }]);
    expect(res.status).toBe(201);
    const key = res.body.uploadedFiles[0].key;
    expect(await keys('orders', '.variants/')).toEqual(['large', 'medium', 'small'].map((size) => `.variants/${size}/${key}`));
    const listed = (await t.call('GET', `/api/files/orders/${orderId}`, { token: dealer.token })).body.items.find((i: { key: string }) => i.key === key);
    expect((await sharp((await follow(listed.previewUrl)).rawPayload).metadata()).width).toBe(300);
    await t.call('DELETE', `/api/files/orders/${key.split('/').map(encodeURIComponent).join('/')}`, { token: dealer.token });
    expect(await keys('orders', '.variants/')).toEqual([]);
  });
});

describe('names are what they seem (issue 26, point 20)', () => {
  it('stores and serves a PDF named report.pdf.html as report.pdf', async () => {
    const res = await upload(`/api/files/orders/${orderId}`, dealer.token, [{ name: 'report.pdf.html', content: pdf, type: 'text/html' }]);
    expect(res.status).toBe(201);
    expect(res.body.uploadedFiles[0]).toMatchObject({ name: 'report.pdf', contentType: 'application/pdf', key: expect.stringMatching(/-report\.pdf$/) });
    const listed = (await t.call('GET', `/api/files/orders/${orderId}`, { token: dealer.token })).body.items.find(
      (i: { name: string }) => i.name === 'report.pdf',
    );
    const served = await follow(listed.downloadUrl);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  });

  it('keeps the extension of its content when a file is renamed', async () => {
    const res = await upload('/api/files/docs/Renamed', admin.token, [{ name: 'manual.pdf', content: pdf }]);
    const path = res.body.uploadedFiles[0].key.split('/').map(encodeURIComponent).join('/');
    const renamed = await t.call('PATCH', `/api/files/docs/${path}`, { token: admin.token, body: { name: 'manual.html' } });
    expect(renamed).toMatchObject({ status: 200, body: { message: 'manual.pdf renamed to manual.pdf', key: expect.stringMatching(/-manual\.pdf$/) } });
  });

  it('removes bidirectional controls and line breaks from a file name, uploaded or renamed', async () => {
    const res = await upload('/api/files/docs/Names', admin.token, [{ name: 'price\u202Efdp.exe list.pdf', content: pdf }]);
    expect(res.status).toBe(201);
    expect(res.body.uploadedFiles[0].name).toBe('pricefdp.exe list.pdf');
    const path = res.body.uploadedFiles[0].key.split('/').map(encodeURIComponent).join('/');
    const renamed = await t.call('PATCH', `/api/files/docs/${path}`, { token: admin.token, body: { name: 'price\r\nlist\u2066.pdf' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.key).toMatch(/^Names\/[0-9a-f-]{36}-price list\.pdf$/);
  });

  it('keeps an order name, a ticket name and an adjustment name on one line', async () => {
    const name = 'Deck\u202E\r\nfdp.exe';
    const order = await t.call('POST', '/api/orders', {
      token: dealer.token,
      body: { orderName: name, status: 'DRAFT', cart: { screens: [], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }] } },
    });
    expect(order.status).toBe(201);
    expect((await t.call('GET', `/api/orders/${order.body._id}`, { token: dealer.token })).body.orderName).toBe('Deck fdp.exe');
    const ticket = await t.call('POST', '/api/tickets', { token: dealer.token, body: { ticketName: name, ticketType: 'Support', ticketMessage: 'Help' } });
    expect(ticket.status).toBe(201);
    expect(ticket.body.ticketName).toBe('Deck fdp.exe');
    const adjustment = await t.call('POST', `/api/orders/${orderId}/adjustments`, { token: dealer.token, body: { description: name } });
    expect(adjustment.status).toBe(201);
    expect(adjustment.body.description).toBe('Deck fdp.exe');
  });

  it('files an order id sent in capitals under the order, where the order lists it', async () => {
    const res = await upload(`/api/files/orders/${orderId.toUpperCase()}`, dealer.token, [{ name: 'caps.pdf', content: pdf }]);
    expect(res.status).toBe(201);
    expect(res.body.uploadedFiles[0].key).toMatch(new RegExp(`^${orderId}/`));
    const listed = await t.call('GET', `/api/files/orders/${orderId}`, { token: dealer.token });
    expect(listed.body.items.map((i: { name: string }) => i.name)).toContain('caps.pdf');
    expect((await t.call('GET', `/api/files/orders/${orderId.toUpperCase()}`, { token: dealer.token })).body.items).toEqual(
      listed.body.items.map((i: object) => ({
        ...i,
        signedUrl: expect.any(String),
        downloadUrl: expect.any(String),
        ...('previewUrl' in i ? { previewUrl: expect.any(String) } : {}),
      })),
    );
    expect(await keys('orders', orderId.toUpperCase())).toEqual([]);
  });

  it('hides every spelling of a top-level Sales video folder from dealers', async () => {
    const webm = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex');
    for (const folder of ['SALES', 'sales', ' Sales', 'sAlEs Team']) {
      expect((await upload(`/api/files/videos/${encodeURIComponent(folder)}`, admin.token, [{ name: 'pitch.webm', content: webm }])).status).toBe(201);
      expect((await t.call('GET', `/api/files/videos/${encodeURIComponent(folder)}`, { token: dealer.token })).status).toBe(404);
    }
    expect((await t.call('GET', '/api/files/videos', { token: dealer.token })).body.items).toEqual([]);
    expect((await t.call('GET', '/api/files/videos', { token: admin.token })).body.items).toHaveLength(4);
  });
});

describe('access ends when access ends (issue 26, point 21)', () => {
  it('a download link stops working within minutes of its user losing store access', async () => {
    const member = await t.makeUser(roles.dealer);
    const own = await t.call('POST', '/api/orders', {
      token: member.token,
      body: { orderName: 'Linked files', status: 'DRAFT', cart: { screens: [], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }] } },
    });
    expect((await upload(`/api/files/orders/${own.body._id}`, member.token, [{ name: 'quote.pdf', content: pdf }])).status).toBe(201);
    const [file] = (await t.call('GET', `/api/files/orders/${own.body._id}`, { token: member.token })).body.items;
    expect((await follow(file.downloadUrl)).statusCode).toBe(200);

    await t.db.db.update(users).set({ storeAccess: false }).where(eq(users.id, member.id));
    expect((await t.call('GET', `/api/files/orders/${own.body._id}`, { token: member.token })).status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const later = await follow(file.downloadUrl);
    expect(later.statusCode).toBe(403);
    expect(later.json().message).toBe('This download link has expired');
  });
});
