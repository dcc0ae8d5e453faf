import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../http/compression';
import { registerSpa } from './spa';

/** A built web app as `vite build` leaves it: hashed files under assets/, each with a .br and a .gz copy. */
function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string, compressed = true) => {
    writeFileSync(path.join(dir, file), text);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  write('index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  write('assets/index-Ab12Cd34.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('assets/index-Ef56Gh78.css', `body{margin:0}${'.a{color:red}'.repeat(200)}`);
  write('assets/plain-Ij90Kl12.js', 'export {};', false);
  return dir;
}

const immutable = 'public, max-age=31536000, immutable';
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  // As in server.ts: the API's compression is registered before the built files' routes.
  await registerCompression(app);
  expect(await registerSpa(app, fakeDist())).toBe(true);
});
afterAll(() => app.close());

describe('the built web app', () => {
  it.each(['br', 'gzip'] as const)('sends the %s copy of a hashed asset, cached for a year', async (encoding) => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers['vary']).toContain('accept-encoding');
    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('sends the file itself to a client that accepts no compression, with the same cache header', async () => {
    const res = await app.inject({ url: '/assets/index-Ef56Gh78.css' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.startsWith('body{margin:0}')).toBe(true);
    expect(res.headers['cache-control']).toBe(immutable);
  });

  it('sends the copy the build made; only a file the build left without copies is compressed per request', async () => {
    const brotli = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.rawPayload.equals(brotliCompressSync(`console.log(${JSON.stringify('x'.repeat(4000))});`))).toBe(true);
    const plain = await app.inject({ url: '/assets/plain-Ij90Kl12.js', headers: { 'accept-encoding': 'br' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.rawPayload).toString()).toBe('export {};');
    expect(plain.headers['cache-control']).toBe(immutable);
    // The copies are found beside their file, not served under their own names.
    expect((await app.inject({ url: '/assets/index-Ab12Cd34.js.br' })).statusCode).toBe(404);
  });

  it('revalidates index.html on every load, compressed too, at / and at client routes', async () => {
    for (const url of ['/', '/store', '/login?next=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const plain = await app.inject({ url: '/store' });
    expect(plain.body).toContain('<div id="root">');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing built file and for unknown API paths', async () => {
    expect((await app.inject({ url: '/assets/missing-00000000.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});
