import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client, CopyConditions } from 'minio';
import { DomainError } from '@portal/domain/errors/domain-error';
import { buckets, type Bucket, type DownloadOptions, type FileStorage, type StoredObject } from './file-storage';
import { contentDisposition } from './content-disposition';
import { maxDownloadSeconds } from './signed-downloads';
import { assertSafeKey, assertSafePrefix } from './storage-keys';
import { orUnavailable } from './storage-unavailable';

export interface S3Settings {
  /** Where the API reaches the S3 server. */
  endpoint: string;
  /** Where browsers reach it, when that is another address (S3_PUBLIC_URL): download links are signed for it. */
  publicEndpoint?: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucketPrefix: string;
  /** Where uploads are spooled before they are sent (DATA_DIR/files/.tmp). */
  spoolDir: string;
  /** Larger objects go as a multipart upload in parts of this size (default 8 MiB). */
  partSizeBytes?: number;
}

/**
 * Parts of 8 MiB: minio's default part (64 MiB and more) is held in memory whole, so one large
 * upload would cost that much; 8 MiB × 10,000 parts still allows 80 GB objects.
 */
const partSize = 8 * 1024 * 1024;
/** HEAD requests at once when a listing reads each object's content type. */
const statConcurrency = 8;

/**
 * S3-compatible object storage (AWS S3, SeaweedFS, MinIO …) through the minio client: one bucket per
 * kind, `${prefix}-${bucket}`, made at start when missing (a key that may not make buckets finds them
 * made by an administrator: ensureBuckets). An upload is spooled to a temporary file
 * first and sent with its size: minio's multipart upload of a stream of unknown size neither
 * settles nor aborts when the stream fails, and a failed upload must leave nothing.
 */
export class S3Storage implements FileStorage {
  readonly client: Client;
  /**
   * Signs download links for the address browsers use. Signing is computed here, offline: with the
   * region given, minio never asks that address for a bucket's region (the API may not reach it).
   */
  private readonly linkSigner: Client;

  constructor(private readonly settings: S3Settings) {
    this.client = this.clientFor(settings.endpoint);
    this.linkSigner = settings.publicEndpoint ? this.clientFor(settings.publicEndpoint) : this.client;
  }

  private clientFor(endpoint: string): Client {
    const url = new URL(endpoint);
    const useSSL = url.protocol === 'https:';
    return new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: this.settings.accessKey,
      secretKey: this.settings.secretKey,
      region: this.settings.region,
      partSize: this.settings.partSizeBytes ?? partSize,
    });
  }

  get temporaryFolder(): string {
    return this.settings.spoolDir;
  }

  bucketName(bucket: Bucket): string {
    if (!(buckets as readonly string[]).includes(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
    return `${this.settings.bucketPrefix}-${bucket}`;
  }

  /**
   * Makes the buckets that do not exist yet (start-up). Replicas start together: when another
   * instance made a bucket between the check and the make, the make fails and the bucket is there,
   * which is all this wants; a bucket that is still not ours after a failed make is the error.
   * A key limited to its buckets (the compose file's) may not make any: an administrator made them
   * first (make-buckets.ts), and this only finds them.
   */
  async ensureBuckets(): Promise<void> {
    for (const bucket of buckets) {
      const name = this.bucketName(bucket);
      if (await this.client.bucketExists(name)) continue;
      try {
        await this.client.makeBucket(name, this.settings.region);
      } catch (error) {
        if (await this.client.bucketExists(name)) continue;
        if ((error as { code?: unknown }).code !== 'AccessDenied') throw error;
        throw new Error(
          `The bucket ${name} does not exist and this key may not make it (${(error as Error).message}): make the buckets with the S3 server's ` +
            'administrator key first (node apps/api/dist/make-buckets.js)',
          { cause: error },
        );
      }
    }
  }

  async put(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    assertSafeKey(key);
    const name = this.bucketName(bucket);
    await mkdir(this.settings.spoolDir, { recursive: true, mode: 0o700 });
    const spool = path.join(this.settings.spoolDir, `s3-${randomBytes(12).toString('hex')}`);
    // Opened before the body is read: a stream left to open the file itself may create it after a
    // failing body's unlink below, and the spool file would stay behind.
    const spoolFile = await open(spool, 'wx', 0o600);
    try {
      await pipeline(body, spoolFile.createWriteStream());
      const { size } = await stat(spool);
      try {
        await orUnavailable(this.client.putObject(name, key, createReadStream(spool), size, { 'Content-Type': contentType }));
      } catch (err) {
        // A multipart upload cut short keeps its parts (billed, invisible) until aborted.
        if (size > (this.settings.partSizeBytes ?? partSize)) await this.client.removeIncompleteUpload(name, key).catch(() => undefined);
        throw err;
      }
      return { size };
    } finally {
      await spoolFile.close().catch(() => undefined);
      await unlink(spool).catch(() => undefined);
    }
  }

  async list(bucket: Bucket, prefix: string): Promise<StoredObject[]> {
    assertSafePrefix(prefix);
    return orUnavailable(this.listObjects(bucket, prefix));
  }

  private async listObjects(bucket: Bucket, prefix: string): Promise<StoredObject[]> {
    const name = this.bucketName(bucket);
    const items: { key: string; size: number; lastModified: Date }[] = [];
    for await (const item of this.client.listObjectsV2(name, prefix, true)) {
      if (item.name) items.push({ key: item.name, size: item.size, lastModified: item.lastModified });
    }
    // A listing carries no content type: one HEAD per object, a few at a time.
    const found: StoredObject[] = [];
    for (let i = 0; i < items.length; i += statConcurrency) {
      const batch = await Promise.all(
        items.slice(i, i + statConcurrency).map(async (item) => {
          const info = await this.client.statObject(name, item.key);
          const contentType = info.metaData['content-type'] as string | undefined;
          return { ...item, contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream' };
        }),
      );
      found.push(...batch);
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    assertSafeKey(key);
    await orUnavailable(this.client.removeObject(this.bucketName(bucket), key));
  }

  async removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    const name = this.bucketName(bucket);
    const keys = await orUnavailable(this.keysUnder(name, prefix));
    // DeleteObjects takes at most 1,000 keys per request.
    for (let i = 0; i < keys.length; i += 1000) await orUnavailable(this.client.removeObjects(name, keys.slice(i, i + 1000)));
  }

  /**
   * S3 has no rename: a server-side copy (the content type travels with it), on condition that
   * the source is still the version just looked at, then the removal of the source.
   */
  async move(bucket: Bucket, fromKey: string, toKey: string): Promise<void> {
    assertSafeKey(fromKey);
    assertSafeKey(toKey);
    if (fromKey === toKey) return;
    const name = this.bucketName(bucket);
    let etag: string;
    try {
      etag = (await this.client.statObject(name, fromKey)).etag;
    } catch (err) {
      if ((err as { code?: unknown }).code === 'NotFound' || (err as { code?: unknown }).code === 'NoSuchKey')
        throw new DomainError('NOT_FOUND', `No object ${fromKey} to move`);
      return orUnavailable(Promise.reject(err));
    }
    const conditions = new CopyConditions();
    conditions.setMatchETag(etag);
    await orUnavailable(this.client.copyObject(name, toKey, `/${name}/${fromKey}`, conditions));
    await orUnavailable(this.client.removeObject(name, fromKey));
  }

  async signedUrl(bucket: Bucket, key: string, options: DownloadOptions): Promise<string> {
    assertSafeKey(key);
    const seconds = Math.min(Math.max(1, Math.floor(options.expiresInSeconds)), maxDownloadSeconds);
    const disposition = { 'response-content-disposition': contentDisposition(options.disposition, options.fileName) };
    return await orUnavailable(this.linkSigner.presignedGetObject(this.bucketName(bucket), key, seconds, disposition));
  }

  private async keysUnder(name: string, prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(name, prefix, true)) if (item.name) keys.push(item.name);
    return keys;
  }
}
