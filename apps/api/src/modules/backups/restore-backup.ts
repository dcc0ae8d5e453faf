import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFacts } from '@portal/db/queries/backup-facts';
import { createFileStorage } from '../../adapters/storage/create-file-storage';
import { BackupError } from './backup-error';
import { readBackup, type BackupManifest, type CheckedBackup } from './backup-manifest';
import { claimDataDir, dataDirHolder, describeHolder } from './data-dir-claim';
import { restoreEmbeddedDatabase } from './embedded-database';
import { copyFilesIn, emptyStorage, storageHoldsFiles } from './file-store-copy';
import { postgresHoldsTables, restorePostgres } from './postgres-database';
import { copySecretsIn } from './secret-copies';
import type { BackupConfig } from './take-backup';

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** What the restored database holds (the manifest's counts, checked). */
  restored: BackupFacts['counts'];
  files: { count: number; bytes: number };
  secrets: string[];
}

/** What a folder holds; a file system's own `lost+found` (DATA_DIR on a volume of its own) is not the portal's, and stays. */
async function entriesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((entry) => entry !== 'lost+found');
}

const notEmpty = (what: string, entries: string[]) =>
  new BackupError(
    `${what} is not empty (${entries.slice(0, 4).join(', ')}${entries.length > 4 ? ' …' : ''}): ` +
      'restore into an empty one, or add --force to replace what it holds',
  );

/** The restored database holds what the backup recorded, or the restore says what differs. */
function checkCounts(manifest: BackupManifest, restored: BackupFacts): void {
  const differing = Object.entries(manifest.counts).filter(([name, n]) => restored.counts[name as keyof BackupFacts['counts']] !== n);
  if (differing.length > 0 || restored.migration.lastWhen !== manifest.migration.lastWhen) {
    const what = differing.map(([name, n]) => `${name} ${restored.counts[name as keyof BackupFacts['counts']]} (backup: ${n})`).join(', ');
    throw new BackupError(`The restored database differs from the backup: ${what || 'its migration level'}`);
  }
}

/** Embedded: DATA_DIR must be empty (or --force: emptied), and no process may hold it. */
async function restoreEmbedded(config: BackupConfig, backup: CheckedBackup, force: boolean) {
  const dataDir = path.resolve(config.DATA_DIR);
  const holder = await dataDirHolder(dataDir);
  if (holder) throw new BackupError(`DATA_DIR (${dataDir}) is in use by ${describeHolder(holder)}: stop it first (--force does not stop a running portal)`);
  const entries = await entriesOf(dataDir);
  if (entries.length > 0 && !force) throw notEmpty(`DATA_DIR (${dataDir})`, entries);
  for (const entry of entries) await rm(path.join(dataDir, entry), { recursive: true, force: true });
  // Held until the last file is in: a portal started meanwhile stops instead of opening a half-restored folder.
  const claim = await claimDataDir(dataDir, 'restore');
  try {
    const secrets = await copySecretsIn(backup.dir, backup.manifest.secrets, dataDir);
    const restored = await restoreEmbeddedDatabase(path.join(backup.dir, backup.manifest.database.file), dataDir);
    checkCounts(backup.manifest, restored);
    const files = await copyFilesIn(await createFileStorage(config), backup.dir, backup.files);
    return { restored: restored.counts, files, secrets };
  } finally {
    await claim.release();
  }
}

/** PostgreSQL (and local disk or S3): the database must hold no tables and the storage no files, or --force replaces them. */
async function restoreToPostgres(config: BackupConfig & { DATABASE_URL: string }, backup: CheckedBackup, force: boolean) {
  const holdsTables = await postgresHoldsTables(config.DATABASE_URL);
  if (holdsTables && !force) throw notEmpty('The database (DATABASE_URL)', ['its tables']);
  const storage = await createFileStorage(config);
  if (await storageHoldsFiles(storage)) {
    if (!force)
      throw notEmpty(config.S3_ENDPOINT ? 'The file storage (the S3 buckets)' : `The file storage (${path.resolve(config.DATA_DIR, 'files')})`, ['files']);
    await emptyStorage(storage);
  }
  const secrets = await copySecretsIn(backup.dir, backup.manifest.secrets, config.DATA_DIR);
  const restored = await restorePostgres(config.DATABASE_URL, path.join(backup.dir, backup.manifest.database.file), holdsTables);
  checkCounts(backup.manifest, restored);
  const files = await copyFilesIn(storage, backup.dir, backup.files);
  return { restored: restored.counts, files, secrets };
}

/**
 * `npm run restore -- --from DIR [--force]`: the backup checked whole first (nothing is written
 * for a wrong or partial folder), then the secrets, the database and the files into what the
 * configuration names: DATA_DIR for the embedded default, DATABASE_URL and the storage otherwise.
 * The portal started afterwards applies the migrations the backup lacks, as at any start.
 */
export async function restoreBackup(config: BackupConfig, from: string, options: { force: boolean }): Promise<RestoreOutcome> {
  const backup = await readBackup(from);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (backup.manifest.source.database !== kind) {
    throw new BackupError(
      backup.manifest.source.database === 'postgres'
        ? 'The backup is of a PostgreSQL database (pg_dump): restore it with DATABASE_URL set to an empty database'
        : 'The backup is of the embedded database (PGlite): restore it with DATABASE_URL unset, into an empty DATA_DIR',
    );
  }
  const done = config.DATABASE_URL
    ? await restoreToPostgres({ ...config, DATABASE_URL: config.DATABASE_URL }, backup, options.force)
    : await restoreEmbedded(config, backup, options.force);
  return { manifest: backup.manifest, ...done };
}
