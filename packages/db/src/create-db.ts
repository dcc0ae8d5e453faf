import { createRequire } from 'node:module';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { createPostgresPool, defaultDbTimeouts, poolOptions, type DbTimeouts } from './postgres-pool';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: queries take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DbConfig {
  /** postgres://… ; absent: the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite files; absent with no URL: in memory (tests). */
  dataDir?: string | undefined;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, a terminated backend). The
   * pool discards that connection and opens another for the next query; without a listener the
   * error would end the process.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
  /** PostgreSQL only; default: defaultDbTimeouts (postgres-pool.ts). */
  timeouts?: DbTimeouts | undefined;
  /**
   * An open in-memory PGlite to use instead of a new one: tests start from a migrated copy or
   * reuse one (test-db.ts). close() closes it.
   */
  pglite?: PGlite | undefined;
}

export interface DbHandle {
  db: Db;
  /**
   * The order lists' page statements, each written so that one plan suits every value
   * (queries/order-lists.ts). On PostgreSQL a pool of its own whose connections keep
   * one plan per statement (`plan_cache_mode = force_generic_plan`): left to choose, PostgreSQL
   * plans a page with `OFFSET $n` anew on every request (0.4–0.5 ms), because it prices a generic
   * plan as if a tenth of the rows were skipped. On PGlite the same handle as `db`.
   */
  listReads: Db;
  kind: 'postgres' | 'pglite';
  /**
   * PGlite only: its whole data folder as a tar (PGlite's dumpDataDir), taken while no transaction
   * is open, so it holds every commit before it and nothing of one after (queries wait meanwhile:
   * about 0.2 s for 65 MB). What `npm run backup` asks a running embedded portal for. PostgreSQL:
   * undefined (pg_dump takes its own snapshot).
   */
  snapshot: (() => Promise<Blob>) | undefined;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** Resolved from the package so it works from source, from the bundle and from scripts. */
export const migrationsFolder = path.join(path.dirname(require.resolve('@portal/db/package.json')), 'drizzle');

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const timeouts = config.timeouts ?? defaultDbTimeouts;
    const pool = createPostgresPool(poolOptions(config.databaseUrl, timeouts, 10), config.onIdleConnectionError);
    const listPool = createPostgresPool(
      { ...poolOptions(config.databaseUrl, timeouts, 5), options: '-c plan_cache_mode=force_generic_plan' },
      config.onIdleConnectionError,
    );
    const migrationUrl = config.databaseUrl;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      listReads: drizzlePg(listPool, { schema }) as unknown as Db,
      kind: 'postgres',
      snapshot: undefined,
      migrate: () => migrateUnderLock(migrationUrl, timeouts),
      ping: () => ping(db),
      close: async () => {
        await Promise.all([pool.end(), listPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (config.pglite) {
    client = config.pglite;
  } else if (config.dataDir) {
    const dir = path.resolve(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    listReads: db,
    kind: 'pglite',
    snapshot: async () => {
      // Ready first: PGlite's start runs queries of its own, which would wait for the lock taken below.
      await client.waitReady;
      // The transaction lock (not only the query lock dumpDataDir takes itself): no BEGIN … COMMIT is half done in it.
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** Any fixed number: every instance of the portal takes the same advisory lock to migrate. */
export const migrationLockKey = 7_180_512_020;

/**
 * Instances started together on a fresh database would each run the migrations and collide
 * (`CREATE SCHEMA "drizzle"` twice). A session-level advisory lock lets one migrate while the
 * others wait; each then finds the journal complete and applies nothing. The lock goes with the
 * connection, so a process that dies holding it frees it.
 */
async function migrateUnderLock(connectionString: string, timeouts: DbTimeouts): Promise<void> {
  // A connection of its own, without the pool's statement timeouts: waiting for the lock while
  // another instance migrates, or building an index on a large table, may take longer.
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs, keepAlive: true });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    await client.end();
  }
}

/** The start gave up waiting: its message says it all, so the start-up prints it without a stack. */
export class DatabaseUnreachableError extends Error {}

export interface WaitOptions {
  /** How long to keep trying before giving up. */
  seconds: number;
  /** Told before each wait, with the error of the attempt that failed. */
  onWait?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

/**
 * At start-up the database may still be starting (compose, Kubernetes): try the first query
 * again with a doubling delay (0.25 s up to 5 s) until `seconds` have passed, then fail with a
 * message that says what was waited for and the last error.
 */
export async function waitForDatabase(handle: Pick<DbHandle, 'db'>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (left <= 0) {
        const reason = rootReason(error);
        throw new DatabaseUnreachableError(`The database did not answer within ${options.seconds} s (${attempt} attempts; last error: ${reason})`, {
          cause: error,
        });
      }
      const delayMs = Math.min(250 * 2 ** (attempt - 1), 5000, left);
      options.onWait?.({ attempt, delayMs, error });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Drizzle wraps the driver's error ("Failed query: select 1"): the innermost one says what went wrong. */
function rootReason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  // A refused `localhost` is an AggregateError (IPv4 and IPv6) with no message of its own.
  return inner.message || (inner as NodeJS.ErrnoException).code || inner.name;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
