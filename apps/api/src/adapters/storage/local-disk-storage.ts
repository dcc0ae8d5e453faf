import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '@portal/domain/errors/domain-error';
import { buckets, type Bucket, type DownloadOptions, type FileStorage, type StoredObject } from './file-storage';
import { assertSafeKey, assertSafePrefix } from './storage-keys';
import { downloadPath, signDownload, verifySignedDownload, type DownloadQuery, type VerifiedDownload } from './signed-downloads';

/** A byte range as asked for (RFC 9110 §14.1.2): from `start`, or the last `suffix` bytes. */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

export type OpenedObject =
  { satisfiable: true; body: Readable; size: number; contentType: string; start: number; end: number } | { satisfiable: false; size: number };

/** What the download route needs beside the port: only the local disk adapter serves its own URLs. */
export interface SignedDownloads {
  verifyDownload(query: DownloadQuery, now?: Date): VerifiedDownload;
  /** The object (or the asked range of it), or undefined when it does not exist. */
  open(bucket: Bucket, key: string, range?: ByteRangeRequest): Promise<OpenedObject | undefined>;
}

export const servesSignedDownloads = (storage: FileStorage): storage is FileStorage & SignedDownloads => 'verifyDownload' in storage && 'open' in storage;

interface Sidecar {
  contentType: string;
}

/**
 * Local disk under DATA_DIR/files (the embedded default):
 * - objects at files/<bucket>/<key>;
 * - their content type in a JSON sidecar at files/.meta/<bucket>/<key> (the same tree shape, so a
 *   key that fits the objects' tree fits the sidecars' too; bucket names never start with '.');
 * - uploads written to files/.tmp and renamed into place (one file system: the rename is atomic),
 *   so a failed or half-sent upload leaves nothing and a reader never sees a partial file.
 */
export class LocalDiskStorage implements FileStorage, SignedDownloads {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly signingSecret: string,
  ) {
    this.root = path.resolve(dataDir, 'files');
  }

  get temporaryFolder(): string {
    return path.join(this.root, '.tmp');
  }

  async put(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const file = this.objectPath(bucket, key);
    const meta = this.metaPath(bucket, key);
    const tmpDir = this.temporaryFolder;
    await mkdir(tmpDir, { recursive: true, mode: 0o700 });
    const temporary = path.join(tmpDir, randomBytes(12).toString('hex'));
    const temporaryMeta = `${temporary}.json`;
    const out = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(body, out);
      const { size } = await stat(temporary);
      await writeFile(temporaryMeta, JSON.stringify({ contentType } satisfies Sidecar), { flag: 'wx', mode: 0o600 });
      // The sidecar first: an object is never seen without its type (an orphan sidecar is invisible).
      await renameIntoFolder(temporaryMeta, meta);
      await renameIntoFolder(temporary, file);
      return { size };
    } catch (err) {
      // A body that fails before the file is open: the stream still opens it, then closes it. Remove
      // it after that, or the file would appear after the unlink and stay behind.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await Promise.all([unlink(temporary).catch(() => undefined), unlink(temporaryMeta).catch(() => undefined)]);
      const code = (err as NodeJS.ErrnoException).code;
      // A key whose folder is a file, or a file where a folder is (S3 allows both; a disk does not).
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new DomainError('CONFLICT', `The storage key ${key} clashes with another object's folder`);
      }
      throw err;
    }
  }

  async list(bucket: Bucket, prefix: string): Promise<StoredObject[]> {
    assertSafePrefix(prefix);
    const base = this.bucketPath(bucket);
    // Walk only the deepest folder the prefix names whole; the rest of it filters names.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found: StoredObject[] = [];
    for (const key of await walk(base, folder)) {
      if (!key.startsWith(prefix)) continue;
      const info = await this.describe(bucket, key);
      if (info) found.push(info);
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    const file = this.objectPath(bucket, key);
    await rm(file, { force: true });
    await rm(this.metaPath(bucket, key), { force: true });
    await this.pruneEmptyFolders(bucket, key);
  }

  async move(bucket: Bucket, fromKey: string, toKey: string): Promise<void> {
    const from = this.objectPath(bucket, fromKey);
    const to = this.objectPath(bucket, toKey);
    if (fromKey === toKey) return;
    const info = await stat(from).catch((err: unknown) => {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
      throw err;
    });
    if (!info?.isFile()) throw new DomainError('NOT_FOUND', `No object ${fromKey} to move`);
    try {
      await mkdir(path.dirname(to), { recursive: true });
      await mkdir(path.dirname(this.metaPath(bucket, toKey)), { recursive: true });
      // The sidecar first, as a put does: the moved object is never seen without its type.
      await rename(this.metaPath(bucket, fromKey), this.metaPath(bucket, toKey)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
      await rename(from, to);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new DomainError('CONFLICT', `The storage key ${toKey} clashes with another object's folder`);
      }
      throw err;
    }
    await this.pruneEmptyFolders(bucket, fromKey);
  }

  async removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    for (const object of await this.list(bucket, prefix)) await this.remove(bucket, object.key);
  }

  async signedUrl(bucket: Bucket, key: string, options: DownloadOptions): Promise<string> {
    assertSafeKey(key);
    this.bucketPath(bucket);
    return downloadPath(signDownload(this.signingSecret, { bucket, key, ...options }));
  }

  verifyDownload(query: DownloadQuery, now = new Date()): VerifiedDownload {
    const verified = verifySignedDownload(this.signingSecret, query, now);
    assertSafeKey(verified.key);
    return verified;
  }

  async open(bucket: Bucket, key: string, range?: ByteRangeRequest): Promise<OpenedObject | undefined> {
    const file = this.objectPath(bucket, key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    try {
      // The size of the file opened: a put renaming another into place meanwhile does not change it.
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      const size = info.size;
      const bounds = resolveRange(range, size);
      if (!bounds) {
        await handle.close();
        return { satisfiable: false, size };
      }
      const contentType = await this.contentTypeOf(bucket, key);
      let body: Readable;
      if (size === 0) {
        // An empty file has no byte to read.
        await handle.close();
        body = Readable.from([]);
      } else {
        body = handle.createReadStream({ start: bounds.start, end: bounds.end });
      }
      return { satisfiable: true, body, size, contentType, start: bounds.start, end: bounds.end };
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
  }

  private async describe(bucket: Bucket, key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(this.objectPath(bucket, key));
      if (!info.isFile()) return undefined;
      return { key, size: info.size, lastModified: info.mtime, contentType: await this.contentTypeOf(bucket, key) };
    } catch (err) {
      if (isMissing(err)) return undefined; // removed while listing
      throw err;
    }
  }

  private async contentTypeOf(bucket: Bucket, key: string): Promise<string> {
    try {
      const sidecar = JSON.parse(await readFile(this.metaPath(bucket, key), 'utf8')) as Partial<Sidecar>;
      if (typeof sidecar.contentType === 'string') return sidecar.contentType;
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
    }
    return 'application/octet-stream';
  }

  /** Removes the folders a removal emptied, up to the bucket (the next put makes them again). */
  private async pruneEmptyFolders(bucket: Bucket, key: string) {
    const segments = key.split('/').slice(0, -1);
    for (let depth = segments.length; depth > 0; depth--) {
      const folder = segments.slice(0, depth).join('/');
      for (const base of [this.bucketPath(bucket), path.join(this.root, '.meta', bucket)]) {
        await rmdir(path.join(base, folder)).catch(() => undefined);
      }
    }
  }

  private bucketPath(bucket: Bucket): string {
    if (!(buckets as readonly string[]).includes(bucket)) throw new DomainError('BAD_INPUT', `Unknown bucket ${String(bucket)}`, { bucket: 'Unknown bucket' });
    return path.join(this.root, bucket);
  }

  private objectPath(bucket: Bucket, key: string): string {
    assertSafeKey(key);
    return path.join(this.bucketPath(bucket), ...key.split('/'));
  }

  private metaPath(bucket: Bucket, key: string): string {
    this.bucketPath(bucket);
    return path.join(this.root, '.meta', bucket, ...key.split('/'));
  }
}

/** The first and last byte to send, or undefined when the range cannot be satisfied (416). */
export function resolveRange(range: ByteRangeRequest | undefined, size: number): { start: number; end: number } | undefined {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** Every file's key under `folder` of `base` ('' for all), recursively; links are not followed. */
async function walk(base: string, folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder ? path.join(base, ...folder.split('/')) : base, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw err;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await walk(base, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

/**
 * Renames into a folder made first. A removal in the same folder prunes it when it empties, and may
 * do so between the mkdir and the rename (ENOENT): the folder is made again, a few times at most.
 */
async function renameIntoFolder(from: string, to: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      return await rename(from, to);
    } catch (err) {
      if (!isMissing(err) || attempt >= attempts) throw err;
      // The source is still there: it was the folder that went.
      await stat(from);
    }
  }
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
