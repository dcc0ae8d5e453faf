import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { migrationJournal } from '@portal/db/migration-journal';
import { buckets } from '../../adapters/storage/file-storage';
import { BackupError } from './backup-error';
import { sha256OfFile, sha256OfText } from './checksums';

/**
 * A backup folder: the database (database.tar.gz, PGlite's data folder; or database.dump,
 * pg_dump's custom format), files/<bucket>/<key> with files.json listing them, secrets/ and,
 * written last, manifest.json. A folder without the manifest is a backup that did not finish.
 */
export const manifestFileName = 'manifest.json';
export const fileListName = 'files.json';
export const filesFolder = 'files';
export const secretsFolder = 'secrets';
export const databaseFiles = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const ZFileEntry = z.object({ bucket: z.enum(buckets), key: z.string().min(1), size: count, sha256, contentType: z.string() });
export type FileEntry = z.infer<typeof ZFileEntry>;

export const backupFormat = 'dealer-portal-backup';
export const backupFormatVersion = 1;

export const ZBackupManifest = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupFormatVersion),
  /** When the backup began, and when its last file was written. */
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  source: z.object({ database: z.enum(['pglite', 'postgres']), files: z.enum(['local-disk', 's3']), serverRunning: z.boolean() }),
  /** How far the database was migrated: a restore refuses a backup of a newer release. */
  migration: z.object({ applied: count, last: z.string(), lastWhen: z.number().int() }),
  counts: z.object({
    users: count,
    orders: count,
    orderTransitions: count,
    mailPending: count,
    mailSent: count,
    mailFailed: count,
    attachments: count,
  }),
  database: z.object({ file: z.enum([databaseFiles.pglite, databaseFiles.postgres]), bytes: count, sha256 }),
  files: z.object({
    list: z.literal(fileListName),
    count,
    bytes: count,
    /** files.json's own checksum; each file's is in it. */
    sha256,
    /** Attachments rows of the database name but the store no longer held when its files were copied (deleted after the snapshot). */
    missingNamedByRows: z.array(z.string()),
  }),
  secrets: z.array(z.object({ name: z.enum(['jwt-secret', 'files-signing-secret']), sha256 })),
});
export type BackupManifest = z.infer<typeof ZBackupManifest>;

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, manifestFileName), `${JSON.stringify(ZBackupManifest.parse(manifest), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
}

/** The tag of a migration by the time drizzle recorded for it; a time this code does not know is a newer release's. */
export function migrationTag(when: number | undefined): string | undefined {
  return migrationJournal().find((entry) => entry.when === when)?.tag;
}

export interface CheckedBackup {
  dir: string;
  manifest: BackupManifest;
  files: FileEntry[];
}

async function present(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Reads a backup folder and checks it whole before a restore writes anything: the manifest (this
 * format, a migration this release knows), the database's checksum, files.json's checksum and
 * every file it lists present at its size. The files' own checksums are checked as they are
 * restored (one read each). Refuses with a message saying what is wrong.
 */
export async function readBackup(dir: string): Promise<CheckedBackup> {
  const where = path.resolve(dir);
  let text: string;
  try {
    text = await readFile(path.join(where, manifestFileName), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new BackupError(`${where} holds no ${manifestFileName}: it is not a backup of the portal, or one that did not finish (the manifest is written last)`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError(`${where}/${manifestFileName} is not JSON: the backup is damaged`);
  }
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(raw);
  if (!head.success || head.data.format !== backupFormat) throw new BackupError(`${where}/${manifestFileName} is not a manifest of a portal backup`);
  if (head.data.version !== backupFormatVersion) {
    throw new BackupError(`${where} is a backup of format version ${head.data.version}; this release reads version ${backupFormatVersion}`);
  }
  const parsed = ZBackupManifest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`${where}/${manifestFileName} is damaged: ${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'invalid'}`);
  }
  const manifest = parsed.data;
  const journal = migrationJournal();
  const newest = journal[journal.length - 1];
  if (newest && manifest.migration.lastWhen > newest.when) {
    throw new BackupError(
      `The backup comes from a newer release (its database is migrated to ${manifest.migration.last}, this release knows up to ${newest.tag}): ` +
        'restore it with that release or a later one',
    );
  }
  const database = path.join(where, manifest.database.file);
  if ((await present(database)) === undefined) throw new BackupError(`${database} is missing: the backup is partial`);
  const sum = await sha256OfFile(database);
  if (sum.sha256 !== manifest.database.sha256 || sum.bytes !== manifest.database.bytes) {
    throw new BackupError(`${database} is not the file the backup wrote (its size or checksum differs): the backup is damaged`);
  }
  const listFile = path.join(where, fileListName);
  if ((await present(listFile)) === undefined) throw new BackupError(`${listFile} is missing: the backup is partial`);
  const listText = await readFile(listFile, 'utf8');
  if (sha256OfText(listText) !== manifest.files.sha256) throw new BackupError(`${listFile} is not the list the backup wrote (its checksum differs)`);
  const files = z.array(ZFileEntry).parse(JSON.parse(listText));
  if (files.length !== manifest.files.count) throw new BackupError(`${listFile} lists ${files.length} files, the manifest ${manifest.files.count}`);
  const missing: string[] = [];
  for (const entry of files) {
    const size = await present(path.join(where, filesFolder, entry.bucket, ...entry.key.split('/')));
    if (size !== entry.size) missing.push(`${entry.bucket}/${entry.key}${size === undefined ? '' : ` (${size} bytes, not ${entry.size})`}`);
  }
  if (missing.length > 0) {
    throw new BackupError(
      `${missing.length} files of the backup are missing or cut short (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' …' : ''})`,
    );
  }
  for (const secret of manifest.secrets) {
    const file = path.join(where, secretsFolder, secret.name);
    if ((await present(file)) === undefined || (await sha256OfFile(file)).sha256 !== secret.sha256) {
      throw new BackupError(`${file} is missing or differs from the one the backup wrote`);
    }
  }
  return { dir: where, manifest, files };
}
