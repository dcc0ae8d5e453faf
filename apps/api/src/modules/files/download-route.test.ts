import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { createTestApp, type TestApp } from '../../test/test-server';
import { parseRange } from '../../transport/streams/file-download';

let t: TestApp;
let dataDir: string;
let storage: LocalDiskStorage;
const body = Buffer.from('0123456789');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-download-'));
  storage = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
  t = await createTestApp({ storage, config: { DATA_DIR: dataDir } });
  await storage.put('docs', 'a/ten.txt', Readable.from([body]), 'text/plain');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const signed = () => storage.signedUrl('docs', 'a/ten.txt', { expiresInSeconds: 60, disposition: 'inline', fileName: 'ten "quoted".txt' });

describe('GET /api/files/download (local disk)', () => {
  it('answers the whole file with the stored type, its disposition, Accept-Ranges and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: await signed() });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toBe(`inline; filename="ten _quoted_.txt"; filename*=UTF-8''ten%20%22quoted%22.txt`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe('10');
  });

  it('answers 416 with Content-Range for a range past the end; ignores a range it does not read', async () => {
    const url = await signed();
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect(past.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const several = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,4-5' } });
    expect(several.statusCode).toBe(200);
    const clipped = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=8-100' } });
    expect(clipped.statusCode).toBe(206);
    expect(clipped.headers['content-range']).toBe('bytes 8-9/10');
    expect(clipped.body).toBe('89');
  });

  it('refuses a changed signature or expiry with 403 and the Error body; a malformed URL with 400', async () => {
    const url = new URL(await signed(), 'http://localhost');
    const later = new URL(url);
    later.searchParams.set('e', String(Number(url.searchParams.get('e')) + 3600));
    const res = await t.app.inject({ method: 'GET', url: `${later.pathname}${later.search}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'This download link is not valid' });
    const unsigned = new URL(url);
    unsigned.searchParams.delete('s');
    expect((await t.app.inject({ method: 'GET', url: `${unsigned.pathname}${unsigned.search}` })).statusCode).toBe(400);
    const otherBucket = new URL(url);
    otherBucket.searchParams.set('b', 'secrets');
    expect((await t.app.inject({ method: 'GET', url: `${otherBucket.pathname}${otherBucket.search}` })).statusCode).toBe(400);
  });

  it('answers 404 when the signed file is gone', async () => {
    await storage.put('docs', 'a/gone.txt', Readable.from([Buffer.from('x')]), 'text/plain');
    const url = await storage.signedUrl('docs', 'a/gone.txt', { expiresInSeconds: 60, disposition: 'attachment', fileName: 'gone.txt' });
    await storage.remove('docs', 'a/gone.txt');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('parseRange', () => {
  it('reads one byte range and ignores anything else', () => {
    expect(parseRange('bytes=0-499')).toEqual({ start: 0, end: 499 });
    expect(parseRange('bytes=500-')).toEqual({ start: 500 });
    expect(parseRange('bytes=-200')).toEqual({ suffix: 200 });
    for (const ignored of [undefined, '', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,3-4', 'bytes=x-1']) expect(parseRange(ignored)).toBeUndefined();
  });
});
