import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@portal/domain/errors/domain-error';
import { testConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-server';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { presignedGetSignatureMatches } from '../../test/sigv4-presigned';
import { createFileStorage } from './create-file-storage';
import { downloadOrigins } from './download-origins';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

interface Fetched {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Harness {
  storage: FileStorage;
  /** GETs a signed URL as a browser would (local: through the API's route; S3: from the store). */
  download(url: string, headers?: Record<string, string>): Promise<Fetched>;
  /**
   * s3rver accepts any well-formed SigV4 query signature (lib/middleware/authentication.js:
   * "Signature version 4 calculation is unimplemented") and reads 'bytes=-N' as 0-N: those two
   * are real S3's to keep, and checked here on local disk only.
   */
  checksSignaturesAndSuffixRanges: boolean;
  /** Files left behind in the adapter's spool / temporary folder. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function tempDir(name: string) {
  return mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function localHarness(): Promise<Harness> {
  const dataDir = await tempDir('files');
  const storage = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
  const t: TestApp = await createTestApp({ storage, config: { DATA_DIR: dataDir } });
  return {
    storage,
    checksSignaturesAndSuffixRanges: true,
    async download(url, headers = {}) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
    },
    leftovers: () => filesIn(path.join(dataDir, 'files', '.tmp')),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const server = await startS3TestServer();
  const dataDir = await tempDir('s3-spool');
  const spoolDir = path.join(dataDir, 'files', '.tmp');
  const storage = new S3Storage({ endpoint: server.endpoint, ...s3rverCredentials, region: 'us-east-1', bucketPrefix: 'portal-test', spoolDir });
  await storage.ensureBuckets();
  // A second start finds the buckets there.
  await storage.ensureBuckets();
  return {
    storage,
    checksSignaturesAndSuffixRanges: false,
    async download(url, headers = {}) {
      const res = await fetch(url, { headers });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
    },
    leftovers: () => filesIn(spoolDir),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const text = (s: string) => Readable.from([Buffer.from(s)]);

describe.each([
  ['local disk', localHarness],
  ['S3 (s3rver)', s3Harness],
])('file storage on %s', (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('puts streams, lists by prefix (recursively, with type and size), removes one and a prefix', async () => {
    const { storage } = h;
    expect(await storage.put('orders', 'o-1/photo.png', text('png bytes'), 'image/png')).toEqual({ size: 9 });
    await storage.put('orders', 'o-1/docs/spec.pdf', text('%PDF-1.7'), 'application/pdf');
    await storage.put('orders', 'o-12/other.pdf', text('%PDF'), 'application/pdf');
    await storage.put('docs', 'o-1/elsewhere.pdf', text('%PDF'), 'application/pdf');

    const listed = await storage.list('orders', 'o-1/');
    expect(listed.map((o) => [o.key, o.size, o.contentType])).toEqual([
      ['o-1/docs/spec.pdf', 8, 'application/pdf'],
      ['o-1/photo.png', 9, 'image/png'],
    ]);
    expect(listed[0]?.lastModified).toBeInstanceOf(Date);
    // A prefix is a prefix of the key, as S3 reads it: o-1 names o-12 too.
    expect((await storage.list('orders', 'o-1')).map((o) => o.key)).toEqual(['o-1/docs/spec.pdf', 'o-1/photo.png', 'o-12/other.pdf']);
    expect((await storage.list('orders', '')).length).toBe(3);
    expect(await storage.list('orders', 'nothing/')).toEqual([]);

    // Overwriting keeps one object with the new bytes and type.
    await storage.put('orders', 'o-1/photo.png', text('gif!'), 'image/gif');
    expect((await storage.list('orders', 'o-1/photo')).map((o) => [o.size, o.contentType])).toEqual([[4, 'image/gif']]);

    await storage.remove('orders', 'o-1/photo.png');
    await storage.remove('orders', 'o-1/photo.png'); // missing: not an error
    expect((await storage.list('orders', 'o-1/')).map((o) => o.key)).toEqual(['o-1/docs/spec.pdf']);

    await storage.removePrefix('orders', 'o-1/');
    expect((await storage.list('orders', '')).map((o) => o.key)).toEqual(['o-12/other.pdf']);
    expect((await storage.list('docs', '')).map((o) => o.key)).toEqual(['o-1/elsewhere.pdf']);
    await storage.removePrefix('orders', 'not-there/');
  });

  it('downloads through a signed URL with the type stored and the disposition signed', async () => {
    const body = randomBytes(5000);
    await h.storage.put('docs', 'manuals/guide.pdf', Readable.from([body]), 'application/pdf');
    const url = await h.storage.signedUrl('docs', 'manuals/guide.pdf', { expiresInSeconds: 60, disposition: 'attachment', fileName: 'Guide für Händler.pdf' });
    const res = await h.download(url);
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Guide f_r H_ndler.pdf"; filename*=UTF-8''Guide%20f%C3%BCr%20H%C3%A4ndler.pdf`);
  });

  it('serves a byte range with 206 and Content-Range', async () => {
    const body = Buffer.from('0123456789abcdef');
    await h.storage.put('videos', 'training/clip.mp4', Readable.from([body]), 'video/mp4');
    const url = await h.storage.signedUrl('videos', 'training/clip.mp4', { expiresInSeconds: 60, disposition: 'inline', fileName: 'clip.mp4' });
    const middle = await h.download(url, { range: 'bytes=2-5' });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 2-5/16');
    expect(middle.body.toString()).toBe('2345');
    const tail = await h.download(url, { range: 'bytes=10-' });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe('abcdef');
    if (!h.checksSignaturesAndSuffixRanges) return;
    const suffix = await h.download(url, { range: 'bytes=-3' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe('def');
  });

  it('refuses a tampered URL: another key or another file name than signed', async () => {
    await h.storage.put('docs', 'sealed/one.pdf', text('one'), 'application/pdf');
    await h.storage.put('docs', 'sealed/two.pdf', text('two'), 'application/pdf');
    const url = await h.storage.signedUrl('docs', 'sealed/one.pdf', { expiresInSeconds: 60, disposition: 'attachment', fileName: 'one.pdf' });
    expect((await h.download(url)).status).toBe(200);
    if (!h.checksSignaturesAndSuffixRanges) {
      // What S3 checks: a SigV4 signature over the key, the disposition and the expiry.
      const query = new URL(url).searchParams;
      expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(query.get('X-Amz-Expires')).toBe('60');
      return;
    }
    const otherKey = await h.download(url.replaceAll('one.pdf', 'two.pdf'));
    expect(otherKey.status).toBe(403);
    expect(otherKey.body.toString()).not.toContain('two');
    const inline = await h.download(url.replace('attachment', 'inline'));
    expect(inline.status).toBe(403);
  });

  it('refuses an expired URL', async () => {
    await h.storage.put('docs', 'brief/short.pdf', text('short'), 'application/pdf');
    const url = await h.storage.signedUrl('docs', 'brief/short.pdf', { expiresInSeconds: 1, disposition: 'inline', fileName: 'short.pdf' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await h.download(url);
    expect(res.status).toBe(403);
    expect(res.body.toString()).not.toContain('short');
  });

  it('moves an object to another key with its bytes and type; the old key is gone; a missing one is NOT_FOUND', async () => {
    const body = randomBytes(3000);
    await h.storage.put('photos', 'moving/from/deck photo.png', Readable.from([body]), 'image/png');
    await h.storage.put('photos', 'moving/from/stays.png', text('stays'), 'image/png');
    await h.storage.move('photos', 'moving/from/deck photo.png', 'moving/to (new)/Terrasse für Händler #1.png');
    expect((await h.storage.list('photos', 'moving/')).map((o) => [o.key, o.size, o.contentType])).toEqual([
      ['moving/from/stays.png', 5, 'image/png'],
      ['moving/to (new)/Terrasse für Händler #1.png', 3000, 'image/png'],
    ]);
    const url = await h.storage.signedUrl('photos', 'moving/to (new)/Terrasse für Händler #1.png', {
      expiresInSeconds: 60,
      disposition: 'inline',
      fileName: 'x.png',
    });
    const res = await h.download(url);
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');

    // The last object of a folder moved away: the folder is gone from the listing too.
    await h.storage.move('photos', 'moving/from/stays.png', 'moving/to (new)/stays.png');
    expect((await h.storage.list('photos', 'moving/from/')).map((o) => o.key)).toEqual([]);
    await expect(h.storage.move('photos', 'moving/from/stays.png', 'moving/elsewhere.png')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.storage.move('photos', 'moving/to (new)/stays.png', '../escape.png')).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(h.storage.move('photos', '../escape.png', 'moving/x.png')).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect((await h.storage.list('photos', 'moving/')).map((o) => o.key)).toEqual(['moving/to (new)/Terrasse für Händler #1.png', 'moving/to (new)/stays.png']);
  });

  it('refuses unsafe keys and prefixes with BAD_INPUT naming the field, before touching storage', async () => {
    const unsafe = ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', 'a/./b', '.', 'a/', 'a\\b', 'a\u0000b', 'a\nb', 'a\u007fb', '', 'x'.repeat(1025)];
    for (const key of unsafe) {
      const refused = await h.storage.put('docs', key, text('x'), 'text/plain').then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refused, JSON.stringify(key)).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe('BAD_INPUT');
      expect((refused as DomainError).fieldErrors).toHaveProperty('key');
      await expect(h.storage.signedUrl('docs', key, { expiresInSeconds: 60, disposition: 'inline', fileName: 'x' })).rejects.toThrow(DomainError);
      await expect(h.storage.remove('docs', key)).rejects.toThrow(DomainError);
    }
    for (const prefix of ['../', '/etc/', 'a//', 'a\u0000']) {
      await expect(h.storage.list('docs', prefix)).rejects.toMatchObject({ code: 'BAD_INPUT', fieldErrors: { prefix: expect.any(String) } });
      await expect(h.storage.removePrefix('docs', prefix)).rejects.toMatchObject({ code: 'BAD_INPUT' });
    }
    expect((await h.storage.list('docs', '')).some((o) => o.key.includes('passwd'))).toBe(false);
  });

  it('a stream that fails midway stores nothing and leaves no temporary file', async () => {
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(h.storage.put('photos', 'cut/short.png', failing, 'image/png')).rejects.toThrow('client went away');
    expect(await h.storage.list('photos', 'cut/')).toEqual([]);
    expect(await h.leftovers()).toEqual([]);
  });
});

describe('S3 download links for the address browsers use (S3_PUBLIC_URL)', () => {
  let server: Awaited<ReturnType<typeof startS3TestServer>>;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3TestServer();
    dataDir = await tempDir('s3-public');
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The API reaches s3rver at 127.0.0.1 (S3_ENDPOINT), as a container reaches the S3 service by its internal name. */
  const s3Config = (publicUrl: string | undefined) => ({
    ...testConfig(),
    DATA_DIR: dataDir,
    S3_ENDPOINT: server.endpoint,
    S3_ACCESS_KEY: s3rverCredentials.accessKey,
    S3_SECRET_KEY: s3rverCredentials.secretKey,
    S3_REGION: 'us-east-1',
    S3_BUCKET_PREFIX: 'public-links',
    S3_PUBLIC_URL: publicUrl,
  });
  const options = { expiresInSeconds: 60, disposition: 'attachment', fileName: 'Guide.pdf' } as const;

  it('signs for S3_PUBLIC_URL, whose host the signature covers, and the link downloads the object; the pages allow that origin', async () => {
    const { port } = new URL(server.endpoint);
    // Another name for the same server, as a browser's http://localhost:9000 is the compose file's http://seaweedfs:8333.
    const publicUrl = `http://localhost:${port}`;
    const storage = await createFileStorage(s3Config(publicUrl));
    const body = randomBytes(4000);
    await storage.put('docs', 'public/guide.pdf', Readable.from([body]), 'application/pdf');

    const url = await storage.signedUrl('docs', 'public/guide.pdf', options);
    expect(new URL(url).origin).toBe(publicUrl);
    expect(presignedGetSignatureMatches(url, s3rverCredentials.secretKey)).toBe(true);
    // Signed for the public host only: the same link sent with the internal host would be refused.
    expect(presignedGetSignatureMatches(url, s3rverCredentials.secretKey, `127.0.0.1:${port}`)).toBe(false);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Guide.pdf"; filename*=UTF-8''Guide.pdf`);
    // The content security policy lets the pages load photos and videos from there, and not from the internal address.
    expect(await downloadOrigins(storage)).toEqual([publicUrl]);
  });

  it('without S3_PUBLIC_URL, signs for S3_ENDPOINT', async () => {
    const storage = await createFileStorage(s3Config(undefined));
    const url = await storage.signedUrl('docs', 'public/guide.pdf', options);
    expect(new URL(url).origin).toBe(server.endpoint);
    expect(presignedGetSignatureMatches(url, s3rverCredentials.secretKey)).toBe(true);
  });

  it('signing for the public address sends it nothing (the region is given, so no lookup; it may not be reachable from the API at all)', async () => {
    let requests = 0;
    const publicHost = createServer((_req, res) => {
      requests += 1;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => publicHost.listen(0, '127.0.0.1', resolve));
    try {
      const publicUrl = `http://127.0.0.1:${(publicHost.address() as AddressInfo).port}`;
      const storage = await createFileStorage(s3Config(publicUrl));
      const url = await storage.signedUrl('photos', 'public/deck.png', { ...options, disposition: 'inline' });
      expect(new URL(url).origin).toBe(publicUrl);
      await downloadOrigins(storage);
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => publicHost.close(resolve));
    }
  });
});
