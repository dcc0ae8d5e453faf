import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from './create-db';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

/** Small timeouts: the client stops waiting for an answer after 500 + 500 ms. */
const timeouts = { connectMs: 1000, statementMs: 500, idleInTransactionMs: 5000 };

let proxy: FaultProxy | undefined;
let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await proxy?.close();
});

/** The pool reaches PostgreSQL (its `postgres` database: always there, only read) through a proxy the test controls. */
async function throughProxy(): Promise<DbHandle> {
  const target = new URL(postgresUrl!);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(postgresUrl!);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = '/postgres';
  handle = await createDb({ databaseUrl: url.toString(), timeouts });
  await handle.db.execute(sql`select 1`);
  return handle;
}

/** Drizzle wraps the driver's error ("Failed query: begin"): the innermost one says why. */
function innermost(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

// Only PostgreSQL has a network to lose (PGlite runs in the process); CI runs this file on it.
describe.runIf(postgresUrl)('the PostgreSQL pool when the network fails', () => {
  it('gives back the connections of transactions whose BEGIN got no answer: after the partition the pool answers again and closes', async () => {
    const db = await throughProxy();
    // The pool's ten connections open and idle, so each transaction below sends its BEGIN over one.
    await Promise.all(Array.from({ length: 10 }, () => db.db.execute(sql`select pg_sleep(0.05)`)));
    await proxy!.setMode('blackhole');
    // Each BEGIN gives up after the client's read timeout (a hang would end the test at its time limit instead).
    const failed = await Promise.allSettled(Array.from({ length: 10 }, () => db.db.transaction(async (tx) => tx.execute(sql`select 1`))));
    expect(failed.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 'rejected'));
    expect(failed.map((r) => r.status === 'rejected' && innermost(r.reason))).toEqual(Array.from({ length: 10 }, () => 'Query read timeout'));
    await proxy!.setMode('pass');
    // Kept checked out, the ten would leave no connection for this (it would wait out the connect timeout and fail).
    await expect(Promise.all(Array.from({ length: 10 }, () => db.db.transaction(async (tx) => tx.execute(sql`select 1`))))).resolves.toHaveLength(10);
  });

  it('loses a connection in the middle of a transaction without ending the process, and answers again after', async () => {
    const db = await throughProxy();
    const running = db.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.3)`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The port closed and every connection through it reset, as PostgreSQL stopping does.
    await proxy!.setMode('refuse');
    await expect(running).rejects.toThrow();
    await proxy!.setMode('pass');
    expect(await db.ping()).toBe(true);
  });
});
