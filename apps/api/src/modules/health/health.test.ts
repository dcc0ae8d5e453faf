import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { createTestApp, type TestApp } from '../../test/test-server';

/** Local disk storage whose listing fails, as a store that does not answer would. */
class BrokenStorage extends LocalDiskStorage {
  override async list(): Promise<never> {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
  }
}

const opened: TestApp[] = [];
const open = async (options: Parameters<typeof createTestApp>[0] = {}) => {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
};
afterEach(async () => {
  for (const t of opened.splice(0)) await t.app.close().catch(() => undefined);
});

describe('liveness and readiness', () => {
  it('are both 200 when the database and the file storage answer; /api/health is readiness', async () => {
    const t = await open();
    expect(await t.call('GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(await t.call('GET', '/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('liveness stays 200 without a database; readiness says 503 and why', async () => {
    const t = await open();
    await t.db.close();
    expect(await t.call('GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'alive' } });
    for (const url of ['/api/health/ready', '/api/health']) {
      expect(await t.call('GET', url)).toEqual(
        expect.objectContaining({ status: 503, body: { code: 'UNAVAILABLE', message: 'Not ready: the database does not answer' } }),
      );
    }
  });

  it('readiness says 503 when the file storage does not answer', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-health-'));
    const t = await open({ storage: new BrokenStorage(dir, randomBytes(32).toString('base64url')) });
    expect(await t.call('GET', '/api/health/ready')).toMatchObject({
      status: 503,
      body: { code: 'UNAVAILABLE', message: 'Not ready: the file storage does not answer' },
    });
    expect(await t.call('GET', '/api/health/live')).toMatchObject({ status: 200 });
  });

  it('readiness turns 503 as soon as the server starts closing, while it still answers', async () => {
    const t = await open();
    let port = 0;
    let during: { status: number; connection: string | null; body: unknown } | undefined;
    // Registered after the health module's own: runs once readiness has turned, before the server stops accepting.
    t.app.addHook('preClose', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      during = { status: res.status, connection: res.headers.get('connection'), body: await res.json() };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    await t.app.close();
    expect(during).toEqual({ status: 503, connection: 'close', body: { code: 'UNAVAILABLE', message: 'Not ready: this instance is shutting down' } });
  });
});
