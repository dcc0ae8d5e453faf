import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { defaultHourlyUploadRules, uploadMessages } from '@portal/domain/files/upload-rules';
import os from 'node:os';
import path from 'node:path';
import type { Bucket, FileStorage } from '../../adapters/storage/file-storage';
import { S3Storage } from '../../adapters/storage/s3-storage';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { makeImage, memoryStorage, multipartBody, pdf, pngHeaderOnly } from './files-test-kit';

interface StorageUnderTest {
  /** undefined: createTestApp's own local disk folder. */
  storage?: FileStorage;
  close?: () => Promise<void>;
}

/**
 * An S3-compatible server started by the test (s3rver), reached through the minio client as MinIO
 * or AWS would be. s3rver answers NotImplemented to the listing of unfinished multipart uploads
 * minio makes before a multipart upload, so here every file goes in one PUT (parts of 32 MiB).
 */
async function s3Storage(): Promise<StorageUnderTest> {
  const server = await startS3TestServer();
  const spoolDir = path.join(os.tmpdir(), 'portal-s3-spool');
  const storage = new S3Storage({
    endpoint: server.endpoint,
    ...s3rverCredentials,
    region: 'us-east-1',
    bucketPrefix: 'files-test',
    spoolDir,
    partSizeBytes: 32 * 1024 * 1024,
  });
  await storage.ensureBuckets();
  return { storage, close: () => server.close() };
}

/** The same requests on the in-memory double, on the local disk adapter and on S3. */
const storages: [string, () => Promise<StorageUnderTest>][] = [
  ['in memory', async () => ({ storage: memoryStorage().storage })],
  ['on local disk', async () => ({})],
  ['on S3 (s3rver)', s3Storage],
];

describe.each(storages)('files REST (issue 18), storage %s', (_name, makeStorage) => {
  let t: TestApp;
  let underTest: StorageUnderTest;
  let admin: Awaited<ReturnType<TestApp['makeUser']>>;
  let dealer: Awaited<ReturnType<TestApp['makeUser']>>;
  let teammate: Awaited<ReturnType<TestApp['makeUser']>>;
  let otherDealer: Awaited<ReturnType<TestApp['makeUser']>>;
  let orderId: string;

  const mb = 1024 * 1024;
  const upload = (url: string, token: string, files: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(files);
    return t.call('POST', url, { token, body: payload, headers });
  };
  /** Through the port, whichever adapter. */
  const memory = {
    /** The Content-Disposition a signed link is served with (undefined for the in-memory double, which serves nothing). */
    async dispositionOf(link: string) {
      if ((t.app.deps.storage as { bytesOf?: unknown }).bytesOf) return undefined;
      const url = new URL(link, 'http://localhost');
      if (url.origin !== 'http://localhost') return (await fetch(url)).headers.get('content-disposition') ?? '';
      return String((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).headers['content-disposition'] ?? '');
    },
    keys: async (bucket: Bucket) => (await t.app.deps.storage.list(bucket, '')).map((o) => o.key).sort(),
    async bytes(bucket: Bucket, key: string) {
      const url = new URL(await t.app.deps.storage.signedUrl(bucket, key, { expiresInSeconds: 60, disposition: 'inline', fileName: 'x' }), 'http://localhost');
      const direct = (t.app.deps.storage as { bytesOf?: (b: Bucket, k: string) => Buffer | undefined }).bytesOf;
      if (direct) return direct(bucket, key);
      if (url.origin !== 'http://localhost') {
        // A presigned S3 link: fetched from the store itself, as a browser would.
        const res = await fetch(url);
        return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
      }
      const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      return res.statusCode === 200 ? res.rawPayload : undefined;
    },
  };

  beforeAll(async () => {
    underTest = await makeStorage();
    const { storage } = underTest;
    t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true }, ...(storage ? { storage } : {}) });
    admin = await t.makeUser(roles.admin);
    dealer = await t.makeUser(roles.dealer);
    teammate = await t.makeUser(roles.dealer);
    otherDealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
    const gen = await t.call('GET', '/api/orders/generateOrderId', { token: dealer.token });
    orderId = gen.body._id;
    const cart = { screens: [], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }] };
    const created = await t.call('POST', '/api/orders', { token: dealer.token, body: { _id: orderId, orderName: 'Files order', status: 'DRAFT', cart } });
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await t?.close();
    await underTest?.close?.();
  });

  it('uploads, lists with signed links and deletes a document; the key is chosen by the server', async () => {
    const up = await upload('/api/files/docs/Installation/Screens', admin.token, [{ name: 'Guide (v2).pdf', content: pdf, type: 'text/plain' }]);
    expect(up.status).toBe(201);
    const [file] = up.body.uploadedFiles;
    expect(file).toMatchObject({ name: 'Guide (v2).pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(file.key).toMatch(/^Installation\/Screens\/[0-9a-f-]{36}-Guide \(v2\)\.pdf$/);

    const list = await t.call('GET', '/api/files/docs/Installation', { token: dealer.token });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        Key: file.key,
        key: file.key,
        name: 'Guide (v2).pdf',
        size: pdf.length,
        contentType: 'application/pdf',
        signedUrl: expect.any(String),
      }),
    ]);
    expect(await memory.bytes('docs', file.key)).toEqual(pdf);
    const disposition = await memory.dispositionOf(list.body.items[0].downloadUrl);
    if (disposition !== undefined) expect(disposition).toMatch(/^attachment; filename=/);

    const docs = await upload('/api/docs', admin.token, [{ name: 'Top.pdf', content: pdf }]);
    expect(docs.status).toBe(201);
    expect(docs.body.uploadedFiles[0].key).toMatch(/^[0-9a-f-]{36}-Top\.pdf$/);

    const del = await t.call('DELETE', `/api/files/docs/${file.key.split('/').map(encodeURIComponent).join('/')}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Guide (v2).pdf deleted');
    expect(await memory.keys('docs')).not.toContain(file.key);
    expect((await t.call('DELETE', `/api/files/docs/${encodeURIComponent(docs.body.uploadedFiles[0].key)}`, { token: dealer.token })).status).toBe(403);
  });

  it('refuses a dealer writing to the library (403) and another customer’s order (404); the order’s dealer and team read, only its owner writes', async () => {
    expect((await upload('/api/files/photos/Roofs', dealer.token, [{ name: 'a.png', content: await makeImage('png', 40, 30) }])).status).toBe(403);
    expect((await upload('/api/docs', dealer.token, [{ name: 'a.pdf', content: pdf }])).status).toBe(403);
    const own = await upload(`/api/files/orders/${orderId}`, dealer.token, [{ name: 'site.pdf', content: pdf }]);
    expect(own.status).toBe(201);
    expect(own.body.uploadedFiles[0].key.startsWith(`${orderId}/`)).toBe(true);
    const other = await upload(`/api/files/orders/${orderId}`, otherDealer.token, [{ name: 'x.pdf', content: pdf }]);
    expect(other.status).toBe(404);
    expect((await t.call('GET', `/api/files/orders/${orderId}`, { token: otherDealer.token })).status).toBe(404);
    expect((await upload(`/api/files/orders/${orderId}`, teammate.token, [{ name: 'x.pdf', content: pdf }])).status).toBe(403);
    const team = await t.call('GET', `/api/files/orders/${orderId}`, { token: teammate.token });
    expect(team.status).toBe(200);
    expect(team.body.items.map((i: { name: string }) => i.name)).toEqual(['site.pdf']);
    expect((await t.call('GET', '/api/files/orders/not-an-order', { token: admin.token })).status).toBe(404);
    expect(await memory.keys('orders')).toHaveLength(1);
  });

  it('deletes an order’s files with the order', async () => {
    const gen = await t.call('GET', '/api/orders/generateOrderId', { token: dealer.token });
    const id: string = gen.body._id;
    const cart = { screens: [], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }] };
    expect((await t.call('POST', '/api/orders', { token: dealer.token, body: { _id: id, orderName: 'Short-lived', status: 'DRAFT', cart } })).status).toBe(201);
    expect(
      (
        await upload(`/api/files/orders/${id}`, dealer.token, [
          { name: 'a.pdf', content: pdf },
          { name: 'b.pdf', content: pdf },
        ])
      ).status,
    ).toBe(201);
    const before = await memory.keys('orders');
    expect(before.filter((k) => k.startsWith(`${id}/`))).toHaveLength(2);
    expect((await t.call('DELETE', `/api/orders/${id}`, { token: dealer.token })).status).toBe(200);
    const after = await memory.keys('orders');
    expect(after.filter((k) => k.startsWith(`${id}/`))).toEqual([]);
    // Another order's files stay.
    expect(after).toEqual(before.filter((k) => !k.startsWith(`${id}/`)));
  });

  it('decides the kind by content: a PNG named .pdf only where PNG is allowed, HTML named .png refused', async () => {
    const png = await makeImage('png', 40, 30);
    const asDoc = await upload('/api/files/docs/Kinds', admin.token, [{ name: 'picture.pdf', content: png, type: 'application/pdf' }]);
    expect(asDoc.status).toBe(201);
    expect(asDoc.body.uploadedFiles[0].contentType).toBe('image/png');
    const asVideo = await upload('/api/files/videos/Training', admin.token, [{ name: 'picture.pdf', content: png }]);
    expect(asVideo.status).toBe(400);
    expect(asVideo.body.message).toBe("picture.pdf: only MP4 or WebM files can be uploaded here (checked by the file's content)");
    const html = await upload('/api/files/photos/Roofs', admin.token, [
      { name: 'evil.png', content: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'image/png' },
    ]);
    expect(html.status).toBe(400);
    expect(html.body.message).toContain('evil.png: only GIF, JPEG or PNG files');
    expect(await memory.keys('videos')).toEqual([]);
    expect((await memory.keys('photos')).some((k) => k.includes('evil'))).toBe(false);
  });

  it('refuses an oversized file and a 20,000 × 20,000 PNG with their messages; the request stores nothing', async () => {
    const before = await memory.keys('docs');
    const big = await upload('/api/files/docs/Big', admin.token, [
      { name: 'first.pdf', content: pdf },
      { name: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(10 * mb)]) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('big.pdf: Maximum file size is 10MB');
    expect(await memory.keys('docs')).toEqual(before);

    const bomb = await upload('/api/files/photos/Roofs', admin.token, [{ name: 'bomb.png', content: pngHeaderOnly(20_000, 20_000) }]);
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toBe('bomb.png: the image is too large (more than 40 megapixels)');
    expect((await memory.keys('photos')).some((k) => k.includes('bomb'))).toBe(false);
  });

  it('refuses a name that could be read as a path, naming it', async () => {
    const res = await upload('/api/files/docs/Names', admin.token, [{ name: '../../etc/passwd.pdf', content: pdf }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"../../etc/passwd.pdf"');
    expect((await upload('/api/files/docs/..', admin.token, [{ name: 'a.pdf', content: pdf }])).status).toBe(400);
    expect((await memory.keys('docs')).some((k) => k.startsWith('Names/'))).toBe(false);
  });

  it('allows 25 files and 20 MB an upload, with the spec’s messages', async () => {
    const many = await upload(
      '/api/files/docs/Many',
      admin.token,
      Array.from({ length: 26 }, (_, i) => ({ name: `f${i}.pdf`, content: pdf })),
    );
    expect(many.status).toBe(413);
    expect(many.body.message).toBe('You can attach a maximum of 25 files');
    expect((await memory.keys('docs')).some((k) => k.startsWith('Many/'))).toBe(false);

    const nine = Buffer.concat([pdf, Buffer.alloc(9 * mb)]);
    const total = await upload('/api/files/docs/Total', admin.token, [
      { name: 'a.pdf', content: nine },
      { name: 'b.pdf', content: nine },
      { name: 'c.pdf', content: nine },
    ]);
    expect(total.status).toBe(413);
    expect(total.body.message).toBe('c.pdf: You can upload maximum 20MB');
    expect((await memory.keys('docs')).some((k) => k.startsWith('Total/'))).toBe(false);
  });

  it('lists photos with their category and four links; the versions are 300, 600 and 900 px wide and go with the photo', async () => {
    const up = await upload('/api/files/photos/Roofs', admin.token, [
      { name: 'deck.jpg', content: await makeImage('jpeg') },
      { name: 'small.gif', content: await makeImage('gif', 200, 100) },
    ]);
    expect(up.status).toBe(201);
    const jpgKey = up.body.uploadedFiles[0].key;
    const sharp = (await import('sharp')).default;
    for (const [size, width] of [
      ['small', 300],
      ['medium', 600],
      ['large', 900],
    ] as const) {
      const bytes = await memory.bytes('photos', `.variants/${size}/${jpgKey}`);
      expect(bytes).toBeDefined();
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    const list = await t.call('GET', '/api/files/photos', { token: dealer.token });
    expect(list.status).toBe(200);
    const deck = list.body.items.find((i: { key: string }) => i.key === jpgKey);
    expect(deck).toMatchObject({
      name: 'deck.jpg',
      category: 'Roofs',
      url: { original: expect.any(String), small: expect.any(String), medium: expect.any(String), large: expect.any(String) },
    });
    expect(new Set(Object.values(deck.url)).size).toBe(5);
    expect(list.body.items.every((i: { key: string }) => !i.key.startsWith('.variants/'))).toBe(true);

    expect((await t.call('DELETE', `/api/files/photos/Roofs/${encodeURIComponent(jpgKey.split('/')[1])}`, { token: admin.token })).status).toBe(200);
    expect((await memory.keys('photos')).filter((k) => k.includes(jpgKey))).toEqual([]);
  });

  it('hides top-level Sales video folders from dealers', async () => {
    const webm = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex');
    const up = await upload('/api/files/videos/Sales Team', admin.token, [{ name: 'pitch.webm', content: webm }]);
    expect(up.status).toBe(201);
    expect((await t.call('GET', '/api/files/videos', { token: dealer.token })).body.items).toEqual([]);
    expect((await t.call('GET', `/api/files/videos/${encodeURIComponent('Sales Team')}`, { token: dealer.token })).status).toBe(404);
    expect((await t.call('GET', '/api/files/videos', { token: admin.token })).body.items).toHaveLength(1);
  });
});

describe('upload limits per account (issue 18)', () => {
  it(`stores ${defaultHourlyUploadRules.filesPerHour} files of one account in an hour, then answers 429 and stores nothing`, async () => {
    const t = await createTestApp({ storage: memoryStorage().storage });
    try {
      const admin = await t.makeUser(roles.admin);
      const other = await t.makeUser(roles.admin);
      const batch = multipartBody(Array.from({ length: 25 }, (_, i) => ({ name: `f${i}.pdf`, content: pdf })));
      const send = (token: string) => t.call('POST', '/api/files/docs/Hourly', { token, body: batch.payload, headers: batch.headers });
      for (let i = 0; i < defaultHourlyUploadRules.filesPerHour / 25; i += 1) expect((await send(admin.token)).status).toBe(201);
      const before = (await t.app.deps.storage.list('docs', '')).length;
      const refused = await send(admin.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: uploadMessages.tooManyUploads });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.deps.storage.list('docs', '')).length).toBe(before);
      expect((await send(other.token)).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});
