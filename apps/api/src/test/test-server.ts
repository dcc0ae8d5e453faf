import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { insertUser, type NewUserRow } from '@portal/db/queries/users';
import { testConfig, type Config } from '../config';
import { buildServer, type BuildOptions } from '../server';
import { hashPassword } from '../auth/password-hashing';
import { openSession } from '../auth/sessions';
import { createTestDb, type TestDbHandle } from '@portal/db/test-db';
import { createContractCheck } from './contract-check';
import { LocalDiskStorage } from '../adapters/storage/local-disk-storage';

export interface TestApp {
  app: FastifyInstance;
  db: TestDbHandle;
  close(): Promise<void>;
  /** JSON request through fastify.inject; returns status and parsed body. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** Creates an account directly (flags as given) and returns it with a signed-in token. */
  makeUser(overrides?: Partial<NewUserRow> & { password?: string }): Promise<{ id: string; email: string; password: string; token: string }>;
}

export async function createTestApp(options: { config?: Partial<Config> } & Omit<BuildOptions, 'config' | 'dbHandle'> = {}): Promise<TestApp> {
  const db = await createTestDb();
  // Files in a folder of the test's own unless it names one: a test never writes ./data.
  const filesDir = options.storage || options.config?.DATA_DIR ? undefined : await mkdtemp(path.join(os.tmpdir(), 'portal-test-files-'));
  const storage = options.storage ?? (filesDir ? new LocalDiskStorage(filesDir, randomBytes(32).toString('base64url')) : undefined);
  const app = await buildServer({ ...options, ...(storage ? { storage } : {}), config: testConfig(options.config), dbHandle: db });
  const contract = createContractCheck(app);
  // Per app, not per module: the API project shares modules between files (isolate: false), and a
  // file's first user is "Test User 1" whatever ran before it.
  let counter = 0;
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: keep the text
    }
    contract.assertClean();
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    db,
    call,
    async close() {
      await app.close();
      // Kept for this worker's next test app (emptied then), unless the test closed it itself.
      await db.release();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
      contract.assertClean();
    },
    async makeUser(overrides = {}) {
      counter += 1;
      const { password = 'password123', ...values } = overrides;
      const email = values.email ?? `user${counter}-${Date.now()}@example.com`;
      const row = await insertUser(db.db, {
        fname: 'Test',
        lname: `User ${counter}`,
        location: 'Test Location',
        passwordHash: await hashPassword(password),
        ...values,
        email,
      });
      if (!row) throw new Error(`could not create ${email}`);
      const token = await openSession(app.deps, row);
      return { id: row.id, email, password, token };
    },
  };
}

/** Account factories with the flags each role needs. */
export const roles = {
  dealer: { isApproved: true, storeAccess: true, bcCustomerId: 'C10000' },
  pending: {},
  admin: { isApproved: true, storeAccess: true, isAdmin: true, bcCustomerId: 'C10000' },
  superAdmin: { isApproved: true, storeAccess: true, isAdmin: true, isSuperAdmin: true, bcCustomerId: 'C10000' },
} satisfies Record<string, Partial<NewUserRow>>;
