import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFilesRenamedAtOnce } from '@portal/domain/files/upload-rules';
import type { Bucket, FileStorage } from '../../adapters/storage/file-storage';
import { S3Storage } from '../../adapters/storage/s3-storage';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeImage, memoryStorage, multipartBody, pdf } from './files-test-kit';

interface Under {
  /** undefined: createTestApp's own local disk folder. */
  storage?: FileStorage;
  close?: () => Promise<void>;
}

async function s3(): Promise<Under> {
  const server = await startS3TestServer();
  const spool = await mkdtemp(path.join(os.tmpdir(), 'portal-rename-spool-'));
  const storage = new S3Storage({ endpoint: server.endpoint, ...s3rverCredentials, region: 'us-east-1', bucketPrefix: 'rename-test', spoolDir: spool });
  await storage.ensureBuckets();
  return {
    storage,
    async close() {
      await server.close();
      await rm(spool, { recursive: true, force: true });
    },
  };
}

/** The same requests on the in-memory double, on local disk and on S3 (s3rver). */
const storages: [string, () => Promise<Under>][] = [
  ['in memory', async () => ({ storage: memoryStorage().storage })],
  ['on local disk', async () => ({})],
  ['on S3 (s3rver)', s3],
];

const segments = (key: string) => key.split('/').map(encodeURIComponent).join('/');

describe.each(storages)('renaming library files and folders (issue 18), storage %s', (_name, start) => {
  let t: TestApp;
  let under: Under;
  let admin: Awaited<ReturnType<TestApp['makeUser']>>;
  let dealer: Awaited<ReturnType<TestApp['makeUser']>>;

  const upload = (url: string, files: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(files);
    return t.call('POST', url, { token: admin.token, body: payload, headers });
  };
  const rename = (bucket: string, key: string, newName: string, token = admin.token) =>
    t.call('PATCH', `/api/files/${bucket}/${segments(key)}`, { token, body: { name: newName } });
  const keys = async (bucket: Bucket, prefix = '') => (await t.app.deps.storage.list(bucket, prefix)).map((o) => o.key).sort();
  /** The bytes through a signed link, as a browser downloads them. */
  async function download(bucket: Bucket, key: string) {
    const direct = (t.app.deps.storage as { bytesOf?: (b: Bucket, k: string) => Buffer | undefined }).bytesOf;
    if (direct) return direct(bucket, key);
    const url = new URL(await t.app.deps.storage.signedUrl(bucket, key, { expiresInSeconds: 60, disposition: 'inline', fileName: 'x' }), 'http://localhost');
    if (url.origin !== 'http://localhost') {
      const res = await fetch(url);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
    }
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return res.statusCode === 200 ? res.rawPayload : undefined;
  }

  beforeAll(async () => {
    under = await start();
    t = await createTestApp(under.storage ? { storage: under.storage } : {});
    admin = await t.makeUser(roles.admin);
    dealer = await t.makeUser(roles.dealer);
  });

  afterAll(async () => {
    await t?.close();
    await under?.close?.();
  });

  it('renames a document: the key keeps its server-chosen prefix, the bytes follow, the old key is gone', async () => {
    const up = await upload('/api/files/docs/Manuals/Install', [{ name: 'Guide.pdf', content: pdf }]);
    expect(up.status).toBe(201);
    const old: string = up.body.uploadedFiles[0].key;
    const uuid = old.slice('Manuals/Install/'.length, 'Manuals/Install/'.length + 37);

    const res = await rename('docs', old, 'Guide v3 (für Händler).pdf');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Guide.pdf renamed to Guide v3 (für Händler).pdf', key: `Manuals/Install/${uuid}Guide v3 (für Händler).pdf` });
    const list = await t.call('GET', '/api/files/docs/Manuals/Install', { token: dealer.token });
    expect(list.body.items.map((i: { key: string; name: string }) => [i.key, i.name])).toEqual([[res.body.key, 'Guide v3 (für Händler).pdf']]);
    expect(await download('docs', res.body.key)).toEqual(pdf);
    expect(await keys('docs', 'Manuals/')).toEqual([res.body.key]);
    // The same name again: nothing to do.
    expect((await rename('docs', res.body.key, 'Guide v3 (für Händler).pdf')).status).toBe(200);
  });

  it('renames a photo folder: every photo and its 300/600/900 px versions move and still download', async () => {
    const up = await upload('/api/files/photos/Decks old', [
      { name: 'deck.jpg', content: await makeImage('jpeg', 1000, 600) },
      { name: 'rail.png', content: await makeImage('png', 400, 300) },
    ]);
    expect(up.status).toBe(201);
    const res = await rename('photos', 'Decks old', 'Decks');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Folder Decks old renamed to Decks', key: 'Decks' });

    expect(await keys('photos', 'Decks old/')).toEqual([]);
    for (const size of ['small', 'medium', 'large']) expect(await keys('photos', `.variants/${size}/Decks old/`)).toEqual([]);
    const photos = await t.call('GET', '/api/files/photos', { token: dealer.token });
    const moved = photos.body.items.filter((p: { category: string }) => p.category === 'Decks');
    expect(moved.map((p: { name: string }) => p.name).sort()).toEqual(['deck.jpg', 'rail.png']);
    const deck = moved.find((p: { name: string }) => p.name === 'deck.jpg');
    const sharp = (await import('sharp')).default;
    for (const [size, width] of [
      ['small', 300],
      ['medium', 600],
      ['large', 900],
    ] as const) {
      const bytes = await download('photos', `.variants/${size}/${deck.key}`);
      expect(bytes, size).toBeDefined();
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    expect((await sharp(await download('photos', deck.key)).metadata()).width).toBe(1000);

    // A single photo renamed: its versions move with it.
    const renamed = await rename('photos', deck.key, 'terrace.jpg');
    expect(renamed.status).toBe(200);
    expect(renamed.body.key).toMatch(/^Decks\/[0-9a-f-]{36}-terrace\.jpg$/);
    for (const size of ['small', 'medium', 'large']) expect(await download('photos', `.variants/${size}/${renamed.body.key}`)).toBeDefined();
    expect((await keys('photos')).filter((k) => k.includes('deck.jpg'))).toEqual([]);
  });

  it('renames a sub-folder at its level; an upload to the new folder lists beside the moved files', async () => {
    expect((await upload('/api/files/docs/Installation/Screens', [{ name: 'a.pdf', content: pdf }])).status).toBe(201);
    expect((await upload('/api/files/docs/Installation/Roofs', [{ name: 'b.pdf', content: pdf }])).status).toBe(201);
    const res = await rename('docs', 'Installation/Screens', 'Screens 2024');
    expect(res.status).toBe(200);
    expect(res.body.key).toBe('Installation/Screens 2024');
    expect((await upload(`/api/files/docs/Installation/${encodeURIComponent('Screens 2024')}`, [{ name: 'c.pdf', content: pdf }])).status).toBe(201);
    const list = await t.call('GET', `/api/files/docs/Installation/${encodeURIComponent('Screens 2024')}`, { token: dealer.token });
    expect(list.body.items.map((i: { name: string }) => i.name).sort()).toEqual(['a.pdf', 'c.pdf']);
    expect((await t.call('GET', '/api/files/docs/Installation/Screens', { token: dealer.token })).body.items).toEqual([]);
    // A folder of that name at that level already: 409, nothing moved.
    const clash = await rename('docs', 'Installation/Roofs', 'Screens 2024');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A folder named Screens 2024 already exists');
    expect((await keys('docs', 'Installation/Roofs/')).length).toBe(1);
  });

  it('refuses names that could be read as a path (400 naming the field name), a dealer (403), an unknown path (404) and order files', async () => {
    const up = await upload('/api/files/docs/Names', [{ name: 'keep.pdf', content: pdf }]);
    const key: string = up.body.uploadedFiles[0].key;
    for (const bad of ['../escape.pdf', 'a/b.pdf', '..', '.hidden', 'a\\b', 'nul\u0000.pdf', '', ' ', 'x'.repeat(201)]) {
      for (const target of [key, 'Names']) {
        const res = await rename('docs', target, bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.fieldErrors, JSON.stringify(bad)).toHaveProperty('name');
      }
    }
    // The photos' generated versions are not a folder anyone names.
    expect((await rename('photos', '.variants/small', 'x')).status).toBe(400);
    const refused = await rename('docs', key, 'mine.pdf', dealer.token);
    expect(refused.status).toBe(403);
    expect((await rename('docs', 'Names', 'Mine', dealer.token)).status).toBe(403);
    expect(await keys('docs', 'Names/')).toEqual([key]);
    const missing = await rename('docs', 'Nowhere/at all.pdf', 'x.pdf');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such file or folder');
    // 'Name' is a prefix of 'Names' but not a folder.
    expect((await rename('docs', 'Name', 'x')).status).toBe(404);
    const orders = await t.call('PATCH', '/api/files/orders/some-order/file.pdf', { token: admin.token, body: { name: 'x.pdf' } });
    expect(orders.status).toBe(400);
    expect(orders.body.fieldErrors).toHaveProperty('bucket');
  });
});

/** The bound on one request's work: the same on every adapter, so on the in-memory one (501 files on S3 would take long). */
describe('renaming a folder too large to move in one request', () => {
  it(`refuses a folder of more than ${maxFilesRenamedAtOnce} files with 409, moving nothing`, async () => {
    const t = await createTestApp({ storage: memoryStorage().storage });
    try {
      const admin = await t.makeUser(roles.admin);
      for (let i = 0; i <= maxFilesRenamedAtOnce; i += 1) await t.app.deps.storage.put('docs', `Huge/${i}.pdf`, Readable.from([pdf]), 'application/pdf');
      const res = await t.call('PATCH', '/api/files/docs/Huge', { token: admin.token, body: { name: 'Bigger' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `The folder Huge holds ${maxFilesRenamedAtOnce + 1} files; a folder of more than ${maxFilesRenamedAtOnce} files cannot be renamed at once`,
      );
      expect(await t.app.deps.storage.list('docs', 'Bigger/')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
