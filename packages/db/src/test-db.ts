import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db';

const templateDatabase = 'portal_test_template';

/**
 * A database of the test file's own: a copy of the migrated template on PostgreSQL when
 * DATABASE_URL is set, a fresh in-memory PGlite otherwise. close() drops it.
 */
export async function createTestDb(): Promise<DbHandle> {
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  if (!url) return createDb({});
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
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
