import { buildServer } from '@portal/api/server';
import { testConfig } from '@portal/api/config';
import { hashPassword, verifyPassword } from '@portal/api/auth/password-hashing';
import { ensureSuperAdmin } from '@portal/api/modules/accounts/seed-admin';
import { createDb } from '@portal/db/create-db';
import { medianMs, report } from './median';

/** The costs of the account paths: argon2id verify (the sign-in CPU) and an authenticated request. */
export async function benchAccounts() {
  console.log('accounts (embedded PGlite, one process)');
  const hash = await hashPassword('bench-password');
  report('argon2id verify (19 MiB, t=2, p=1)', await medianMs(() => verifyPassword(hash, 'bench-password'), 40));

  const dbHandle = await createDb({});
  // The default limits: a successful sign-in is never counted against them (its counters are given back).
  const app = await buildServer({ config: testConfig(), dbHandle });
  await ensureSuperAdmin(dbHandle.db, { email: 'bench@example.com', password: 'bench-password', promoteExisting: false });
  const login = () => app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'bench@example.com', password: 'bench-password' } });
  const token = (await login()).json().token as string;
  report('POST /api/users/login', await medianMs(login, 40));
  report(
    'GET /api/users/profile (token check + user query)',
    await medianMs(() => app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } }), 500),
  );
  report(
    'GET /api/admin/users (first page of 50)',
    await medianMs(() => app.inject({ url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } }), 200),
  );
  await app.close();
  await dbHandle.close();
}
