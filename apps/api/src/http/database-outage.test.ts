import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@portal/db/create-db';
import { startFaultProxy, type FaultProxy } from '@portal/db/fault-proxy';
import { insertUser } from '@portal/db/queries/users';
import { testConfig } from '../config';
import { buildServer } from '../server';
import { LocalDiskStorage } from '../adapters/storage/local-disk-storage';
import { hashPassword } from '../auth/password-hashing';
import { openSession } from '../auth/sessions';
import { roles } from '../test/test-server';
import { databaseUnavailableMessage } from '../adapters/db/database-unavailable';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

/**
 * The API's pool reaches PostgreSQL through a proxy the test controls: the port refused (the
 * database stopped), a blackhole (a network partition: connections accepted, nothing answered),
 * and back. Only PostgreSQL has a network to lose (PGlite runs in the process); CI runs this on it.
 */
describe.runIf(postgresUrl)('the API while the database is away', () => {
  const name = `portal_outage_b_${randomBytes(6).toString('hex')}`;
  let proxy: FaultProxy;
  let dbHandle: DbHandle;
  let app: FastifyInstance;
  let filesDir: string;
  let token: string;

  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name} TEMPLATE portal_test_template`);
    const target = new URL(postgresUrl!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(postgresUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${name}`;
    dbHandle = await createDb({ databaseUrl: viaProxy.toString() });
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-outage-'));
    app = await buildServer({ config: testConfig(), dbHandle, storage: new LocalDiskStorage(filesDir, randomBytes(32).toString('base64url')) });
    const row = await insertUser(dbHandle.db, {
      fname: 'Dana',
      lname: 'Dealer',
      location: 'Here',
      email: 'dana@dealer.example.com',
      passwordHash: await hashPassword('password123'),
      ...roles.dealer,
    });
    token = await openSession(app.deps, row!);
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await dbHandle?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /**
   * The dealer's order list, by REST and by tRPC: status and what the user reads. How long the
   * 503 takes (within 5 s) is measured by `npm run outage`, not here: a clock fails on a busy machine.
   */
  const readOrders = async () => {
    const [rest, trpc] = await Promise.all([
      app.inject({ url: '/api/orders/myorders', headers: { authorization: `Bearer ${token}` } }),
      app.inject({ url: `/trpc/orders.dealerList?input=${encodeURIComponent('{}')}`, headers: { authorization: `Bearer ${token}` } }),
    ]);
    const trpcError = trpc.json<{ error?: { message: string; data: { code: string; errorCode: string } } }>().error;
    return {
      rest: { status: rest.statusCode, body: rest.json<unknown>() },
      trpc: { status: trpc.statusCode, error: trpcError && { message: trpcError.message, code: trpcError.data.code, errorCode: trpcError.data.errorCode } },
    };
  };

  const unavailable = {
    rest: { status: 503, body: { code: 'UNAVAILABLE', message: databaseUnavailableMessage } },
    trpc: { status: 503, error: { message: databaseUnavailableMessage, code: 'SERVICE_UNAVAILABLE', errorCode: 'UNAVAILABLE' } },
  };

  const expectAnswers = async () => {
    const read = await readOrders();
    expect(read).toMatchObject({ rest: { status: 200 }, trpc: { status: 200, error: undefined } });
  };

  it('answers 503 with the port refused, and 200 again once the database is back', async () => {
    await expectAnswers();
    await proxy.setMode('refuse');
    const read = await readOrders();
    expect(read).toMatchObject(unavailable);
    await proxy.setMode('pass');
    await expectAnswers();
  });

  it('answers 503 to more requests than the pool has connections during a partition, and 200 again after it, without a restart', async () => {
    await expectAnswers();
    await proxy.setMode('blackhole');
    // Twelve at once: the pool's ten connections hang, the others wait for one of them.
    const reads = await Promise.all(Array.from({ length: 6 }, () => readOrders()));
    for (const read of reads) {
      expect(read).toMatchObject(unavailable);
    }
    await proxy.setMode('pass');
    await expectAnswers();
  });
});
