import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '@portal/db/create-db';
import { insertUser } from '@portal/db/queries/users';
import { mailOutbox } from '@portal/db/schema/mail-outbox';
import { createTestDb } from '@portal/db/test-db';
import { testConfig, type Config } from '../../config';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { pgliteFolder } from './embedded-database';

/** A folder of the test's own, removed by `cleanUp`. */
export async function tempFolder(prefix: string, cleanUp: (() => Promise<unknown>)[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `portal-${prefix}-`));
  cleanUp.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** What the seeded installation holds. */
export const seeded = {
  email: 'backed-up@example.com',
  pendingMail: 'A mail still waiting',
  sentMail: 'A mail already sent',
  files: [
    { bucket: 'docs', key: 'Installation/guide.pdf', body: '%PDF-1.4 a guide', contentType: 'application/pdf' },
    {
      bucket: 'orders',
      key: '0b9a3a3e-8f43-4a57-9f0e-3f4b1c2d5e6f/a1b2c3d4-e5f6-4711-8899-aabbccddeeff-plan.pdf',
      body: '%PDF plan',
      contentType: 'application/pdf',
    },
  ],
} as const;

/** A user and two mails, one pending and one sent, in a database of the tests. */
export async function seedRows(db: Db): Promise<void> {
  await insertUser(db, { fname: 'Backed', lname: 'Up', location: 'Tucson', email: seeded.email, passwordHash: 'x' });
  await db.insert(mailOutbox).values([
    { to: seeded.email, subject: seeded.pendingMail, text: 'pending' },
    { to: seeded.email, subject: seeded.sentMail, text: 'sent', status: 'sent', sentAt: new Date() },
  ]);
}

/**
 * A stopped embedded installation in a temporary DATA_DIR: the migrated test database with
 * `seedRows` written into DATA_DIR/pglite (loaded from a snapshot: no migration on disk to wait
 * for), two files on local disk and the two secret files.
 */
export async function embeddedInstallation(cleanUp: (() => Promise<unknown>)[], options: { rows?: boolean } = {}): Promise<string> {
  const dataDir = await tempFolder('backup-source', cleanUp);
  const db = await createTestDb();
  try {
    if (options.rows !== false) await seedRows(db.db);
    const tar = await db.snapshot!();
    const client = new PGlite(path.join(dataDir, pgliteFolder), { loadDataDir: tar });
    await client.waitReady;
    await client.close();
  } finally {
    await db.release();
  }
  const storage = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
  for (const file of seeded.files) await storage.put(file.bucket, file.key, Readable.from([Buffer.from(file.body)]), file.contentType);
  for (const name of ['jwt-secret', 'files-signing-secret']) {
    await writeFile(path.join(dataDir, name), `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  }
  return dataDir;
}

/** The embedded configuration on DATA_DIR `dataDir`, the secrets left to its files. */
export const embeddedConfig = (dataDir: string): Config => testConfig({ DATA_DIR: dataDir, JWT_SECRET: undefined, FILES_SIGNING_SECRET: undefined });
