import pg from 'pg';
import { createDb } from '@portal/db/create-db';

/**
 * With DATABASE_URL (CI: the machine's PostgreSQL), migrate a template database once; each test
 * file then gets its own copy (CREATE DATABASE … TEMPLATE). Without it, files use in-memory PGlite.
 */
export const templateDatabase = 'portal_test_template';

export default async function setup() {
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  // Every project inherits this setup and Vitest runs it once per project: migrate once.
  // eslint-disable-next-line no-restricted-properties
  if (!url || process.env.PORTAL_TEST_TEMPLATE_READY) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${templateDatabase}`;
  const handle = await createDb({ databaseUrl: target.toString() });
  await handle.migrate();
  await handle.close();
  // eslint-disable-next-line no-restricted-properties
  process.env.PORTAL_TEST_TEMPLATE_READY = '1';
}
