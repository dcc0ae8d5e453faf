import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db';

const templateDatabase = 'portal_test_template';

/** A test's database; `url` (PostgreSQL only) lets other processes, such as API instances, open it too. */
export type TestDbHandle = DbHandle & { url: string | undefined };

/**
 * A database of the test file's own: a copy of the migrated template on PostgreSQL when
 * DATABASE_URL is set, a fresh in-memory PGlite otherwise. close() drops it.
 */
export async function createTestDb(): Promise<TestDbHandle> {
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  if (!url) return { ...(await createDb({})), url: undefined };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: target.toString() });
  return {
    ...handle,
    url: target.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
