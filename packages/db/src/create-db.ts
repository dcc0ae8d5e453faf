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
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** Resolved from the package so it works from source, from the bundle and from scripts. */
export const migrationsFolder = path.join(path.dirname(require.resolve('@portal/db/package.json')), 'drizzle');

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const listPool = new pg.Pool({ connectionString: config.databaseUrl, max: 5, options: '-c plan_cache_mode=force_generic_plan' });
    for (const p of [pool, listPool]) p.on('error', (error) => config.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      listReads: drizzlePg(listPool, { schema }) as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: async () => {
        await Promise.all([pool.end(), listPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (config.dataDir) {
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
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
