import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { registerCompression } from './compression';
import { createBodySender } from './reused-body-buffers';

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  await t.app.services.catalog.settled();
});
afterAll(() => t.close());

describe('compressed API responses', () => {
  it.each(['br', 'gzip'] as const)('sends a JSON body over 1 KiB %s-compressed when the client accepts it', async (encoding) => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const packed = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': encoding } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers['vary']).toContain('accept-encoding');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode[encoding](packed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('prefers brotli when the client accepts both, and leaves bodies under 1 KiB as they are', async () => {
    const both = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the tRPC catalog snapshot the store loads', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const url = `/trpc/catalog.snapshot?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`;
    const headers = { authorization: `Bearer ${dealer.token}` };
    const plain = await t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8')) as { result: { data: { catalog: { items: unknown[] } } } }[];
    expect(body[0]!.result.data.catalog.items.length).toBeGreaterThan(0);
    expect(body).toEqual(plain.json());
  });
});

describe('compression with bodies sent through reused buffers', () => {
  // Small bodies are compressed in one call, large ones through a stream that reads the buffer
  // after the handler has returned: neither may see the next response's bytes.
  it.each([
    ['2 KiB', 2 * 1024],
    ['600 KiB', 600 * 1024],
  ])('sends each %s body whole while its buffer is used again', async (_label, size) => {
    const app = Fastify();
    await registerCompression(app);
    const send = createBodySender(1);
    app.get('/:letter', (req, reply) => {
      const letter = (req.params as { letter: string }).letter;
      return send(reply.type('application/json'), [Buffer.from('"'), Buffer.alloc(size, letter), Buffer.from('"')]);
    });
    const expected = (letter: string) => `"${letter.repeat(size)}"`;
    const letters = ['a', 'b', 'c', 'd', 'e', 'f'];
    const encodings = ['br', 'gzip', 'identity'] as const;
    // In parallel (buffers in use) and one after another (the same buffer reused).
    const parallel = await Promise.all(letters.map((letter, i) => app.inject({ url: `/${letter}`, headers: { 'accept-encoding': encodings[i % 3]! } })));
    const sequential = [];
    for (const [i, letter] of letters.entries()) sequential.push(await app.inject({ url: `/${letter}`, headers: { 'accept-encoding': encodings[i % 3]! } }));
    for (const responses of [parallel, sequential]) {
      responses.forEach((res, i) => {
        const encoding = encodings[i % 3]!;
        const body = encoding === 'identity' ? res.rawPayload : decode[encoding](res.rawPayload);
        expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(body.toString('latin1')).toBe(expected(letters[i]!));
      });
    }
    await app.close();
  });
});
