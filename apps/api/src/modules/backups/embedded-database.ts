import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { createGzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createDb } from '@portal/db/create-db';
import { readBackupFacts, type BackupFacts } from '@portal/db/queries/backup-facts';
import { databaseSnapshotPath } from '@portal/domain/backups/database-snapshot';
import { BackupError } from './backup-error';
import { hashing } from './checksums';
import { claimDataDir, dataDirHolder, describeHolder, instanceFileName } from './data-dir-claim';

/** PGlite's folder under DATA_DIR (createDb opens it there). */
export const pgliteFolder = 'pglite';

export interface DatabaseCopy {
  bytes: number;
  sha256: string;
  serverRunning: boolean;
}

/** Writes a stream to a new file (0600), counting and hashing it on the way. */
async function writeHashed(source: Readable, file: string): Promise<{ bytes: number; sha256: string }> {
  const meter = hashing();
  await pipeline(source, meter.stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return meter.result();
}

/** Asks the running portal for its snapshot with the token it wrote into DATA_DIR, and writes it to `file`. */
async function fetchSnapshot(url: string, token: string, file: string) {
  let res: Response;
  try {
    res = await fetch(`${url}${databaseSnapshotPath}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch (err) {
    throw new BackupError(
      `The portal holding this DATA_DIR did not answer at ${url} (${(err as Error).message}): is it stuck? ` +
        `If no portal runs, delete ${instanceFileName} from DATA_DIR and try again`,
    );
  }
  if (res.status !== 200 || !res.body) {
    const message = ((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText;
    throw new BackupError(`The portal at ${url} refused the snapshot (${res.status}): ${message}`);
  }
  return writeHashed(Readable.fromWeb(res.body as ReadableStream<Uint8Array>), file);
}

/**
 * The embedded database into `file` (gzipped tar): asked of the portal when one runs on DATA_DIR
 * (its claim names it, alive), or read from DATA_DIR/pglite when none does, under a claim of
 * DATA_DIR of this process's own so that a portal started meanwhile stops instead of opening it too.
 */
export async function copyEmbeddedDatabase(dataDir: string, file: string): Promise<DatabaseCopy> {
  const holder = await dataDirHolder(dataDir);
  if (holder?.role === 'server') {
    if (!holder.url || !holder.token) throw new BackupError(`The portal (pid ${holder.pid}) is still starting on this DATA_DIR: try again once it serves`);
    return { ...(await fetchSnapshot(holder.url, holder.token, file)), serverRunning: true };
  }
  if (holder) throw new BackupError(`DATA_DIR (${path.resolve(dataDir)}) is in use by ${describeHolder(holder)}: try again once it has ended`);
  const folder = path.resolve(dataDir, pgliteFolder);
  if (!(await stat(folder).catch(() => undefined))?.isDirectory()) {
    throw new BackupError(`${folder} does not exist: DATA_DIR holds no embedded database (is DATA_DIR set as the portal has it?)`);
  }
  const claim = await claimDataDir(dataDir, 'backup');
  try {
    const handle = await createDb({ dataDir });
    try {
      const tar = await handle.snapshot!();
      return { ...(await writeHashed(Readable.fromWeb(tar.stream() as ReadableStream<Uint8Array>).pipe(createGzip()), file)), serverRunning: false };
    } finally {
      await handle.close();
    }
  } finally {
    await claim.release();
  }
}

/** A snapshot file opened as an in-memory database (nothing written to disk): what a backup checks, and a drill compares. */
export async function openSnapshot(file: string): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: new Blob([gunzipSync(await readFile(file))]) });
  await client.waitReady;
  return client;
}

/** What the copy holds, read from the copy itself: it opens, and says how far it is migrated and what it holds. */
export async function snapshotFacts(file: string): Promise<BackupFacts> {
  const client = await openSnapshot(file);
  try {
    return await readBackupFacts((await createDb({ pglite: client })).db);
  } finally {
    await client.close();
  }
}

/** Writes the snapshot into DATA_DIR/pglite (which must not exist) and answers what the restored database holds. */
export async function restoreEmbeddedDatabase(file: string, dataDir: string): Promise<BackupFacts> {
  const client = new PGlite(path.resolve(dataDir, pgliteFolder), { loadDataDir: new Blob([gunzipSync(await readFile(file))]) });
  try {
    await client.waitReady;
    return await readBackupFacts((await createDb({ pglite: client })).db);
  } finally {
    await client.close();
  }
}
