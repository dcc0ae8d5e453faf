import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buckets, type Bucket, type FileStorage } from '../../adapters/storage/file-storage';
import { servesSignedDownloads } from '../../adapters/storage/local-disk-storage';
import { S3Storage } from '../../adapters/storage/s3-storage';
import { assertSafeKey } from '../../adapters/storage/storage-keys';
import { isStagedKey, keysBeingCommitted } from '../files/staged-upload';
import { BackupError } from './backup-error';
import { filesFolder, type FileEntry } from './backup-manifest';
import { hashing } from './checksums';

/** An object's bytes, or undefined when it is gone (removed since it was listed). */
async function openObject(storage: FileStorage, bucket: Bucket, key: string): Promise<Readable | undefined> {
  if (storage instanceof S3Storage) {
    try {
      return await storage.client.getObject(storage.bucketName(bucket), key);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'NoSuchKey' || code === 'NotFound') return undefined;
      throw err;
    }
  }
  if (servesSignedDownloads(storage)) {
    const opened = await storage.open(bucket, key);
    return opened?.satisfiable ? opened.body : undefined;
  }
  throw new Error('A backup reads local disk or S3 storage only');
}

const backupPath = (dir: string, bucket: Bucket, key: string) => path.join(dir, filesFolder, bucket, ...key.split('/'));

export interface FilesCopied {
  entries: FileEntry[];
  /** Listed, then gone before they were read: removed after the snapshot. */
  vanished: string[];
}

/**
 * Every file of every bucket into DIR/files/<bucket>/<key>, each hashed as it is written. Left
 * out: uploads not finished when listed (their staged files, and the files their commit markers
 * name, which the next start's clean-up would remove: no client had its answer), and the
 * temporary folder (DATA_DIR/files/.tmp is in no bucket).
 */
export async function copyFilesOut(storage: FileStorage, dir: string): Promise<FilesCopied> {
  const entries: FileEntry[] = [];
  const vanished: string[] = [];
  for (const bucket of buckets) {
    const objects = await storage.list(bucket, '');
    const committing = keysBeingCommitted(objects);
    for (const object of objects) {
      if (isStagedKey(object.key) || committing.has(object.key)) continue;
      assertSafeKey(object.key);
      const body = await openObject(storage, bucket, object.key);
      if (!body) {
        vanished.push(`${bucket}/${object.key}`);
        continue;
      }
      const file = backupPath(dir, bucket, object.key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const meter = hashing();
      await pipeline(body, meter.stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      const { sha256, bytes } = meter.result();
      entries.push({ bucket, key: object.key, size: bytes, sha256, contentType: object.contentType });
    }
  }
  return { entries, vanished };
}

/** Whether any bucket holds a file. */
export async function storageHoldsFiles(storage: FileStorage): Promise<boolean> {
  for (const bucket of buckets) if ((await storage.list(bucket, '')).length > 0) return true;
  return false;
}

/** Empties every bucket (a restore with --force onto storage that holds files). */
export async function emptyStorage(storage: FileStorage): Promise<void> {
  for (const bucket of buckets) await storage.removePrefix(bucket, '');
}

/** Puts every listed file back through the storage port (local disk or S3), each checked against its checksum as it goes. */
export async function copyFilesIn(storage: FileStorage, dir: string, entries: readonly FileEntry[]): Promise<{ count: number; bytes: number }> {
  let bytes = 0;
  for (const entry of entries) {
    assertSafeKey(entry.key);
    const meter = hashing();
    const read = createReadStream(backupPath(dir, entry.bucket, entry.key));
    read.once('error', (err) => meter.stream.destroy(err));
    await storage.put(entry.bucket, entry.key, read.pipe(meter.stream), entry.contentType);
    const written = meter.result();
    if (written.sha256 !== entry.sha256 || written.bytes !== entry.size) {
      await storage.remove(entry.bucket, entry.key);
      throw new BackupError(`${entry.bucket}/${entry.key} in the backup differs from the file the backup wrote (its checksum): the backup is damaged`);
    }
    bytes += written.bytes;
  }
  return { count: entries.length, bytes };
}
