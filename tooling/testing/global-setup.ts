import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '@portal/db/create-db';
import { pgliteTemplateVariable, templateDatabase, writePgliteTemplate } from '@portal/db/test-db';

/**
 * The database every test file copies, migrated once per run. With DATABASE_URL (CI: the machine's
 * PostgreSQL) a template database, copied per file with CREATE DATABASE … TEMPLATE. Without it an
 * in-memory PGlite, migrated and dumped to a temporary file that each file loads (about 1 s, where
 * creating and migrating a fresh one takes 4–5 s of CPU per file).
 */

/** Only these projects open a database. */
const databaseProjects = new Set(['db', 'api', 'e2e']);

export default async function setup(project: TestProject) {
  // Every project inherits this setup and Vitest runs it once per project: prepare once.
  // eslint-disable-next-line no-restricted-properties
  if (!databaseProjects.has(project.name) || process.env.PORTAL_TEST_TEMPLATE_READY) return;
  // eslint-disable-next-line no-restricted-properties
  process.env.PORTAL_TEST_TEMPLATE_READY = '1';
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await writePgliteTemplate();
    // eslint-disable-next-line no-restricted-properties
    process.env[pgliteTemplateVariable] = template.file;
    return () => template.remove();
  }
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
  return undefined;
}
