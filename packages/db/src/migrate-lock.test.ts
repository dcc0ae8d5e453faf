import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDb, migrationsFolder } from './create-db';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  // The `postgres` database: always there, and never the one being created or dropped.
  const url = new URL(postgresUrl!);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// Only PostgreSQL has concurrent sessions to collide (PGlite has one connection); CI runs this on it.
describe.runIf(postgresUrl)('migrations on a fresh PostgreSQL database', () => {
  it('three instances migrating at once all come up, and the schema is applied once', async () => {
    const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
    await onServer((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url.toString() })));
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const applied = await check.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
        expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
        const tables = await check.query<{ n: string }>(
          "select count(*) as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'orders')",
        );
        expect(Number(tables.rows[0]!.n)).toBe(2);
        // Released after: nobody holds the migration lock once every instance is up.
        const held = await check.query(
          "select 1 from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())",
        );
        expect(held.rowCount).toBe(0);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
