import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@portal/db/create-db';
import { testConfig, type Config } from '../../config';
import { createFileStorage } from '../../adapters/storage/create-file-storage';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { seeded, seedRows, tempFolder } from './backups-test-kit';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(postgresUrl!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of the test's own, dropped at the end. */
async function scratchDatabase(): Promise<string> {
  const name = `portal_backup_${randomBytes(5).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${name}`));
  cleanUp.push(() => onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

// pg_dump and pg_restore against PostgreSQL, the buckets mirrored from and to an S3 server (s3rver): CI's PostgreSQL pass runs it.
describe.runIf(postgresUrl)('npm run backup and npm run restore on PostgreSQL and S3', () => {
  let endpoint: string;
  let backup: string;
  const configOf = async (databaseUrl: string, bucketPrefix: string): Promise<Config> =>
    testConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: await tempFolder('backup-data', cleanUp),
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY: s3rverCredentials.accessKey,
      S3_SECRET_KEY: s3rverCredentials.secretKey,
      S3_REGION: 'us-east-1',
      S3_BUCKET_PREFIX: bucketPrefix,
    });

  beforeAll(async () => {
    const s3 = await startS3TestServer();
    cleanUp.push(() => s3.close());
    endpoint = s3.endpoint;
    const source = await configOf(await scratchDatabase(), 'backup-source');
    const handle = await createDb({ databaseUrl: source.DATABASE_URL });
    try {
      await handle.migrate();
      await seedRows(handle.db);
    } finally {
      await handle.close();
    }
    const storage = await createFileStorage(source);
    for (const file of seeded.files) await storage.put(file.bucket, file.key, Readable.from([Buffer.from(file.body)]), file.contentType);
    backup = path.join(await tempFolder('backup', cleanUp), 'taken');
    await takeBackup(source, backup);
  });

  it('restores the dump into an empty database and the mirrored buckets into empty ones, under another prefix', async () => {
    const target = await configOf(await scratchDatabase(), 'backup-target');
    const outcome = await restoreBackup(target, backup, { force: false });
    expect(outcome.manifest.source).toEqual({ database: 'postgres', files: 's3', serverRunning: false });
    expect(outcome.restored).toMatchObject({ users: 1, mailPending: 1, mailSent: 1 });
    const client = new pg.Client({ connectionString: target.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ subject: string; status: string }>('select subject, status from mail_outbox order by subject');
      expect(rows).toEqual([
        { subject: seeded.sentMail, status: 'sent' },
        { subject: seeded.pendingMail, status: 'pending' },
      ]);
    } finally {
      await client.end();
    }
    const storage = await createFileStorage(target);
    for (const file of seeded.files) {
      expect(await storage.list(file.bucket, file.key)).toMatchObject([{ key: file.key, size: file.body.length, contentType: file.contentType }]);
    }
  });

  it('refuses a database that holds tables, without --force', async () => {
    const target = await configOf(await scratchDatabase(), 'backup-again');
    await restoreBackup(target, backup, { force: false });
    await expect(restoreBackup(target, backup, { force: false })).rejects.toThrow(/The database \(DATABASE_URL\) is not empty/);
    expect((await restoreBackup(target, backup, { force: true })).restored).toMatchObject({ users: 1, mailPending: 1 });
  });
});
