import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { createFileStorage } from '../../adapters/storage/create-file-storage';
import { BackupError } from './backup-error';
import { databaseFiles, fileListName, manifestFileName, migrationTag, writeManifest, type BackupManifest } from './backup-manifest';
import { sha256OfFile, sha256OfText } from './checksums';
import { copyEmbeddedDatabase, snapshotFacts } from './embedded-database';
import { copyFilesOut } from './file-store-copy';
import { dumpPostgres } from './postgres-database';
import { copySecretsOut } from './secret-copies';

/** What a backup and a restore read of the configuration: the database, DATA_DIR and the file storage's settings. */
export type BackupConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL'> & Parameters<typeof createFileStorage>[0];

export interface BackupOutcome {
  manifest: BackupManifest;
  /** Files listed after the snapshot and gone before they were read (removed meanwhile). */
  vanished: string[];
}

/** The target folder: new, or empty (a backup never writes over another). */
async function emptyFolder(dir: string): Promise<void> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries.length > 0) throw new BackupError(`${path.resolve(dir)} is not empty: back up into a new folder (a backup never writes over another)`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/**
 * `npm run backup -- --to DIR` (docs/operations.md, Backups and restore): the database first —
 * the embedded one from the running portal or, stopped, from DATA_DIR; PostgreSQL with pg_dump —
 * then the files, so every file a row of the copy names was stored before that row committed;
 * then the secrets; the manifest last, so a folder without one is known as unfinished.
 */
export async function takeBackup(config: BackupConfig, dir: string): Promise<BackupOutcome> {
  const startedAt = new Date();
  await emptyFolder(dir);
  try {
    return await backUp(config, dir, startedAt);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`${reason} (${path.resolve(dir)} holds an unfinished backup, without ${manifestFileName}: delete it)`, { cause: err });
  }
}

async function backUp(config: BackupConfig, dir: string, startedAt: Date): Promise<BackupOutcome> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const databaseFile = path.join(dir, databaseFiles[kind]);
  let serverRunning = false;
  let facts;
  if (config.DATABASE_URL) {
    facts = await dumpPostgres(config.DATABASE_URL, databaseFile);
  } else {
    serverRunning = (await copyEmbeddedDatabase(config.DATA_DIR, databaseFile)).serverRunning;
    // Read from the written copy: it opens, and it is what the manifest describes.
    facts = await snapshotFacts(databaseFile);
  }
  const database = await sha256OfFile(databaseFile);
  const storage = await createFileStorage(config);
  const { entries, vanished } = await copyFilesOut(storage, dir);
  const stored = new Set(entries.filter((e) => e.bucket === 'attachments').map((e) => e.key));
  const listText = `${JSON.stringify(entries)}\n`;
  await writeFile(path.join(dir, fileListName), listText, { mode: 0o600, flag: 'wx' });
  const secrets = await copySecretsOut(config.DATA_DIR, dir);
  const manifest: BackupManifest = {
    format: 'dealer-portal-backup',
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    source: { database: kind, files: config.S3_ENDPOINT ? 's3' : 'local-disk', serverRunning },
    migration: {
      applied: facts.migration.applied,
      last: migrationTag(facts.migration.lastWhen) ?? `unknown (${facts.migration.lastWhen ?? 'none'})`,
      lastWhen: facts.migration.lastWhen ?? 0,
    },
    counts: facts.counts,
    database: { file: databaseFiles[kind], bytes: database.bytes, sha256: database.sha256 },
    files: {
      list: fileListName,
      count: entries.length,
      bytes: entries.reduce((sum, e) => sum + e.size, 0),
      sha256: sha256OfText(listText),
      missingNamedByRows: facts.attachmentKeys.filter((key) => !stored.has(key)).map((key) => `attachments/${key}`),
    },
    secrets,
  };
  await writeManifest(dir, manifest);
  return { manifest, vanished };
}
