import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-server';
import { S3Storage } from '../adapters/storage/s3-storage';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const s3At = (endpoint: string) =>
  new S3Storage({
    endpoint,
    accessKey: 'portal',
    secretKey: 'secret-key',
    region: 'us-east-1',
    bucketPrefix: 'portal',
    spoolDir: path.join(os.tmpdir(), 'portal-csp-spool'),
  });
const link = { expiresInSeconds: 60, disposition: 'inline', fileName: 'bar.png' } as const;

/** One directive of the page's content security policy, as its list of sources. */
async function sources(app: TestApp, directive: string): Promise<string[]> {
  const policy = String((await app.app.inject({ url: '/api/health/live' })).headers['content-security-policy']);
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

describe('the content security policy and the file storage', () => {
  it('on local disk, images and videos come from this origin alone', async () => {
    t = await createTestApp();
    expect(await sources(t, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(await sources(t, 'media-src')).toEqual(["'self'"]);
  });

  it('on S3, the pages may show the images and play the videos its presigned links point to', async () => {
    const storage = s3At('http://minio.internal:9000');
    t = await createTestApp({ storage });
    const photo = new URL(await storage.signedUrl('attachments', 'a/b/bar.png', link)).origin;
    const video = new URL(await storage.signedUrl('videos', 'training/intro.mp4', link)).origin;
    expect(await sources(t, 'img-src')).toEqual(["'self'", 'data:', 'blob:', photo]);
    expect(await sources(t, 'media-src')).toEqual(["'self'", video]);
  });

  it('on Amazon S3, whose links name the bucket in the host, every bucket host is allowed and nothing wider', async () => {
    const storage = s3At('https://s3.us-east-1.amazonaws.com');
    t = await createTestApp({ storage });
    const allowed = await sources(t, 'img-src');
    for (const bucket of ['docs', 'photos', 'videos', 'orders', 'attachments'] as const) {
      expect(allowed).toContain(new URL(await storage.signedUrl(bucket, 'k/file.png', link)).origin);
    }
    expect(allowed.filter((s) => s.includes('*'))).toEqual([]);
  });
});
