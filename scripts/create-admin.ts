// npm run create-admin -- --email E --password P
// Creates or promotes an approved super admin in whichever database the environment points at
// (DATABASE_URL, or the PGlite under DATA_DIR: stop the server first, PGlite allows one process).
import { parseArgs } from 'node:util';
import { createDb } from '@portal/db/create-db';
import { loadConfig } from '@portal/api/config';
import { ensureSuperAdmin } from '@portal/api/modules/accounts/seed-admin';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run create-admin -- --email E --password P');
  process.exit(2);
}
// eslint-disable-next-line no-restricted-properties
const config = loadConfig(process.env);
const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await handle.migrate();
  const outcome = await ensureSuperAdmin(handle.db, { email: values.email, password: values.password, promoteExisting: true });
  console.log(`${values.email}: ${outcome === 'created' ? 'created as super admin' : 'promoted to super admin (password set)'}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
