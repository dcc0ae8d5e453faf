import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { buildServer } from '../../server';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { memoryStorage } from './files-test-kit';

/** The embedded default's sample library (issue 18), as a dealer sees it through the REST listings. */
describe('sample library on a fresh install', () => {
  let t: TestApp;
  let dealer: Awaited<ReturnType<TestApp['makeUser']>>;
  let admin: Awaited<ReturnType<TestApp['makeUser']>>;
  const list = async (url: string) => {
    const res = await t.call('GET', url, { token: dealer.token });
    expect(res.status).toBe(200);
    return res.body.items as { key: string; name: string; contentType: string; signedUrl: string; category?: string; url?: Record<string, string> }[];
  };
  /** Another start of the product on the same database and files. */
  const startAgain = async () => {
    const again = await buildServer({ config: testConfig({ SAMPLE_LIBRARY_ON_START: true }), dbHandle: t.db, storage: t.app.deps.storage });
    const stored = await again.sampleLibrary;
    await again.close();
    return stored;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { SAMPLE_LIBRARY_ON_START: true } });
    expect(await t.app.sampleLibrary).toBe(10);
    dealer = await t.makeUser(roles.dealer);
    admin = await t.makeUser(roles.admin);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the documents in their folders, real PDFs behind signed links', async () => {
    const docs = await list('/api/files/docs');
    expect(docs.map((d) => d.key.replace(/[0-9a-f-]{37}(?=[^/]+$)/, '')).sort()).toEqual([
      'Installation/Roofs/Roof installation guide.pdf',
      'Installation/Roofs/Roof post footing sheet.pdf',
      'Installation/Screens/Screen installation guide.pdf',
      'Warranty/Limited warranty.pdf',
    ]);
    expect(docs.every((d) => d.contentType === 'application/pdf')).toBe(true);
    expect((await list('/api/files/docs/Installation/Roofs')).map((d) => d.name).sort()).toEqual([
      'Roof installation guide.pdf',
      'Roof post footing sheet.pdf',
    ]);
    const url = new URL(docs[0]!.signedUrl, 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('lists photos in two categories, each with its four URLs, the versions made on upload', async () => {
    const photos = await list('/api/files/photos');
    expect(photos).toHaveLength(5);
    expect(new Set(photos.map((p) => p.category))).toEqual(new Set(['Screens', 'Roofs']));
    expect(photos.filter((p) => p.category === 'Screens')).toHaveLength(3);
    for (const photo of photos) {
      expect(Object.keys(photo.url ?? {}).sort()).toEqual(['download', 'large', 'medium', 'original', 'small']);
    }
    const small = new URL(photos[0]!.url!.small!, 'http://localhost');
    const res = await t.app.inject({ method: 'GET', url: `${small.pathname}${small.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('lists the training video under Training, a playable MP4', async () => {
    const videos = await list('/api/files/videos/Training');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ name: 'Getting started.mp4', contentType: 'video/mp4' });
    expect(videos[0]!.key).toMatch(/^Training\/Getting started\//);
    expect((await list('/api/files/videos/Training/Getting started')).map((v) => v.name)).toEqual(['Getting started.mp4']);
  });

  it('adds nothing on a second start', async () => {
    const before = await Promise.all(['docs', 'photos', 'videos'].map((b) => t.app.deps.storage.list(b as 'docs', '')));
    expect(await startAgain()).toBe(0);
    const after = await Promise.all(['docs', 'photos', 'videos'].map((b) => t.app.deps.storage.list(b as 'docs', '')));
    expect(after.map((objects) => objects.map((o) => o.key).sort())).toEqual(before.map((objects) => objects.map((o) => o.key).sort()));
  });

  it('does not bring back samples an administrator deleted', async () => {
    for (const bucket of ['docs', 'photos', 'videos'] as const) {
      for (const item of await list(bucket === 'photos' ? '/api/files/photos' : `/api/files/${bucket}`)) {
        const res = await t.call('DELETE', `/api/files/${bucket}/${item.key.split('/').map(encodeURIComponent).join('/')}`, { token: admin.token });
        expect(res.status).toBe(200);
      }
    }
    expect(await startAgain()).toBe(0);
    expect(await list('/api/files/docs')).toEqual([]);
    expect(await list('/api/files/photos')).toEqual([]);
    expect(await list('/api/files/videos')).toEqual([]);
  });
});

describe('sample library when storage fails part-way', () => {
  it('stores nothing, and the next start stores the whole sample', async () => {
    const { storage } = memoryStorage();
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (...args) => {
        puts += 1;
        if (puts === 4) throw new Error('disk full');
        return storage.put(...args);
      },
    };
    const t = await createTestApp({ config: { SAMPLE_LIBRARY_ON_START: true }, storage: failing });
    try {
      expect(await t.app.sampleLibrary).toBe(0);
      expect(puts).toBeGreaterThanOrEqual(4);
      for (const bucket of ['docs', 'photos', 'videos'] as const) expect(await storage.list(bucket, '')).toEqual([]);
      const again = await buildServer({ config: testConfig({ SAMPLE_LIBRARY_ON_START: true }), dbHandle: t.db, storage });
      expect(await again.sampleLibrary).toBe(10);
      await again.close();
    } finally {
      await t.close();
    }
  });
});
