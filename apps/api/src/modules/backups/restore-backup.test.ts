import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { embeddedConfig, embeddedInstallation, seeded, tempFolder } from './backups-test-kit';
import { instanceFileName } from './data-dir-claim';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/** What DATA_DIR's database holds: the seeded account and each mail's state. */
async function restoredRows(dataDir: string) {
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const users = await client.query<{ email: string }>('select email from users');
    const mails = await client.query<{ subject: string; status: string }>('select subject, status from mail_outbox order by subject');
    return { users: users.rows.map((r) => r.email), mails: mails.rows.map((r) => `${r.subject}: ${r.status}`) };
  } finally {
    await client.close();
  }
}

// The embedded default, PGlite alone (postgres-backup.test.ts covers PostgreSQL): the run on PostgreSQL has no PGlite template.
describe.skipIf(postgresUrl)('npm run restore into DATA_DIR', () => {
  let backup: string;
  let source: string;

  beforeAll(async () => {
    source = await embeddedInstallation(cleanUp);
    backup = path.join(await tempFolder('backup', cleanUp), 'taken');
    await takeBackup(embeddedConfig(source), backup);
  });

  it('refuses a DATA_DIR that holds anything, without --force, and writes nothing into it', async () => {
    const dataDir = await tempFolder('restore-target', cleanUp);
    await writeFile(path.join(dataDir, 'notes.txt'), 'keep me');
    await expect(restoreBackup(embeddedConfig(dataDir), backup, { force: false })).rejects.toThrow(
      /DATA_DIR \(.*\) is not empty \(notes\.txt\): restore into an empty one, or add --force to replace what it holds/,
    );
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
    expect(await readFile(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('restores into an empty DATA_DIR: the rows, mail still pending as pending, every file with its type, the secrets for their owner only', async () => {
    const dataDir = path.join(await tempFolder('restore-target', cleanUp), 'new');
    const outcome = await restoreBackup(embeddedConfig(dataDir), backup, { force: false });
    expect(outcome.restored).toMatchObject({ users: 1, mailPending: 1, mailSent: 1 });
    expect(await restoredRows(dataDir)).toEqual({
      users: [seeded.email],
      mails: [`${seeded.sentMail}: sent`, `${seeded.pendingMail}: pending`],
    });
    const storage = new LocalDiskStorage(dataDir, 'x'.repeat(32));
    for (const file of seeded.files) {
      const [listed] = await storage.list(file.bucket, file.key);
      expect(listed).toMatchObject({ key: file.key, size: file.body.length, contentType: file.contentType });
      expect(await readFile(path.join(dataDir, 'files', file.bucket, ...file.key.split('/')), 'utf8')).toBe(file.body);
    }
    for (const name of ['jwt-secret', 'files-signing-secret']) {
      expect(await readFile(path.join(dataDir, name), 'utf8')).toBe(await readFile(path.join(source, name), 'utf8'));
      expect((await stat(path.join(dataDir, name))).mode & 0o777).toBe(0o600);
    }
    // The claim it held while restoring is gone: the portal may start.
    expect((await readdir(dataDir)).sort()).toEqual(['files', 'files-signing-secret', 'jwt-secret', 'pglite']);
  });

  it('with --force, replaces what DATA_DIR held', async () => {
    const dataDir = await tempFolder('restore-target', cleanUp);
    await mkdir(path.join(dataDir, 'files', 'docs'), { recursive: true });
    await writeFile(path.join(dataDir, 'files', 'docs', 'old.pdf'), 'an older file');
    await restoreBackup(embeddedConfig(dataDir), backup, { force: true });
    expect((await readdir(path.join(dataDir, 'files', 'docs'))).sort()).toEqual(['Installation']);
    expect((await restoredRows(dataDir)).users).toEqual([seeded.email]);
  });

  it('refuses, even with --force, while another process holds DATA_DIR', async () => {
    const dataDir = await tempFolder('restore-target', cleanUp);
    // Process 1 always runs: a portal serving this DATA_DIR, as far as the restore can tell.
    const record = { pid: 1, role: 'server', startedAt: new Date().toISOString(), url: 'http://127.0.0.1:3000', token: 't' };
    await writeFile(path.join(dataDir, instanceFileName), JSON.stringify(record));
    await expect(restoreBackup(embeddedConfig(dataDir), backup, { force: true })).rejects.toThrow(
      /is in use by a running portal \(pid 1, http:\/\/127\.0\.0\.1:3000\): stop it first/,
    );
    expect(await readdir(dataDir)).toEqual([instanceFileName]);
  });
});
