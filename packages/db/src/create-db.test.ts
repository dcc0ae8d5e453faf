import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestDb } from './test-db';
import { createDb } from './create-db';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

// Only PostgreSQL has a server that can drop a pooled connection; CI runs this file on it.
describe.runIf(postgresUrl)('createDb on PostgreSQL', () => {
  it('survives the server ending an idle pooled connection: it is reported and the next query opens another', async () => {
    const owner = await createTestDb();
    const databaseUrl = await owner.db.execute<{ db: string }>(sql`select current_database() as db`).then((r) => {
      const url = new URL(postgresUrl!);
      url.pathname = `/${(r as unknown as { rows: { db: string }[] }).rows[0]!.db}`;
      return url.toString();
    });
    const dropped: Error[] = [];
    const handle = await createDb({ databaseUrl, onIdleConnectionError: (e) => dropped.push(e) });
    try {
      await handle.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      // The pool's idle connection is the only other session on this database.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name = $2', [
        new URL(databaseUrl).pathname.slice(1),
        '',
      ]);
      await admin.end();
      await expect.poll(() => dropped.length).toBeGreaterThan(0);
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await owner.close();
    }
  });
});
