import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { settings } from '@portal/db/schema/settings';
import { putSetting } from '@portal/db/queries/settings';
import { createTestDb } from '@portal/db/test-db';
import { testConfig } from '../config';
import { buildServer } from '../server';
import { createTestApp, roles, type TestApp } from '../test/test-server';

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function started(config: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(config);
  closing.push(() => t.close());
  return t;
}

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-secret-'));
  closing.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/users/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The claims of a real token (its session included), signed again to live `lifetimeSeconds`. */
function resigned(token: string, secret: string, lifetimeSeconds: number): Promise<string> {
  const { iat, exp: _exp, ...claims } = decodeJwt(token);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat! + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}

const statuses = async (t: TestApp, token: string) => ({
  rest: (await t.call('GET', '/api/users/profile', { token })).status,
  trpc: (await t.call('GET', '/trpc/accounts.profile', { token })).status,
});

describe('token lifetime', () => {
  const secret = 'a-known-secret-of-the-test-'.padEnd(48, 'x');

  it('refuses a forged token of a 10-year lifetime signed with the right secret, for a session that exists', async () => {
    const t = await started({ config: { JWT_SECRET: secret } });
    await t.makeUser({ ...roles.superAdmin, email: 'forger@example.com', password: 'forger-pw' });
    const token = await signIn(t, 'forger@example.com', 'forger-pw');
    expect(await statuses(t, token)).toEqual({ rest: 200, trpc: 200 });
    const tenYears = await resigned(token, secret, 10 * 365 * 24 * 3600);
    expect(await statuses(t, tenYears)).toEqual({ rest: 401, trpc: 401 });
  });

  it('follows SESSION_LIFETIME_HOURS: tokens are issued for it and a longer one is refused', async () => {
    const t = await started({ config: { JWT_SECRET: secret, SESSION_LIFETIME_HOURS: 1 } });
    await t.makeUser({ ...roles.dealer, email: 'short@example.com', password: 'short-pw-1' });
    const token = await signIn(t, 'short@example.com', 'short-pw-1');
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(3600);
    expect(await statuses(t, await resigned(token, secret, 3600))).toEqual({ rest: 200, trpc: 200 });
    expect(await statuses(t, await resigned(token, secret, 2 * 3600))).toEqual({ rest: 401, trpc: 401 });
  });
});

describe('the generated token secret (no JWT_SECRET)', () => {
  it('lives in DATA_DIR/jwt-secret with mode 0600, not in the database, and survives a restart', async () => {
    const dataDir = await tempDataDir();
    const t = await started({ config: { JWT_SECRET: undefined, DATA_DIR: dataDir } });
    const file = path.join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(64);

    await t.makeUser({ ...roles.dealer, email: 'file-secret@example.com', password: 'file-secret' });
    const token = await signIn(t, 'file-secret@example.com', 'file-secret');
    expect((await t.call('GET', '/api/users/profile', { token })).status).toBe(200);
    // Signed with the file's secret, which the database does not hold.
    await expect(jwtVerify(token, new TextEncoder().encode(secret))).resolves.toMatchObject({ payload: { sid: expect.any(String) } });
    const rows = await t.db.db.select().from(settings);
    expect(rows.map((r) => r.key)).not.toContain('jwt_secret');
    expect(rows.filter((r) => JSON.stringify(r.value).includes(secret))).toEqual([]);

    // Another start on the same DATA_DIR signs with the same secret: sessions survive a restart.
    const again = await started({ config: { JWT_SECRET: undefined, DATA_DIR: dataDir } });
    expect(await again.app.deps.tokens.verify(token)).toMatchObject({ userId: expect.any(String) });
  });

  it('no longer trusts a secret stored in the settings table', async () => {
    const db = await createTestDb();
    closing.push(() => db.close());
    await db.migrate();
    const stored = 'the-old-database-secret-'.padEnd(64, 'z');
    await putSetting(db.db, 'jwt_secret', stored);
    const app = await buildServer({ config: testConfig({ JWT_SECRET: undefined, DATA_DIR: await tempDataDir() }), dbHandle: db });
    closing.push(() => app.close());
    const forged = await new SignJWT({ ver: 0, sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setIssuer('dealer-portal')
      .setAudience('dealer-portal-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(stored));
    expect(await app.deps.tokens.verify(forged)).toBeUndefined();
  });

  it('refuses to start when the secret file is readable by its group or others, naming the file', async () => {
    const dataDir = await tempDataDir();
    const file = path.join(dataDir, 'jwt-secret');
    // An operator's copy made with the usual umask.
    await writeFile(file, 'c'.repeat(64));
    await chmod(file, 0o644);
    const db = await createTestDb();
    closing.push(() => db.close());
    await expect(buildServer({ config: testConfig({ JWT_SECRET: undefined, DATA_DIR: dataDir }), dbHandle: db })).rejects.toThrow(
      `${file} is readable by its group or others (mode 644)`,
    );
  });
});
