import type { Readable } from 'node:stream';

/** Where files live: one bucket per kind (issue 18); the adjustments' attachments come next. */
export const buckets = ['docs', 'photos', 'videos', 'orders', 'attachments'] as const;
export type Bucket = (typeof buckets)[number];

export interface StoredObject {
  /** The object's key inside its bucket: server-chosen, '/'-separated, never a client's path. */
  key: string;
  size: number;
  lastModified: Date;
  contentType: string;
}

export interface DownloadOptions {
  expiresInSeconds: number;
  /** Served as Content-Disposition: 'inline' to open, 'attachment' to download (with the file's name). */
  disposition: 'inline' | 'attachment';
  fileName: string;
}

/**
 * The storage port: local disk under DATA_DIR (the embedded default) or S3-compatible object
 * storage. Keys are chosen by the server and checked by `assertSafeKey` before any adapter sees
 * them. Downloads only through signed URLs that expire.
 */
export interface FileStorage {
  /** The folder of this instance's temporary files (uploads on their way in), swept at start-up; none for storage in memory. */
  readonly temporaryFolder?: string;
  /** Streams `body` into the bucket under `key` (never whole in memory); answers the bytes written. */
  put(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** Every object whose key starts with `prefix` ('' for the whole bucket). */
  list(bucket: Bucket, prefix: string): Promise<StoredObject[]>;
  /** Deletes one object; deleting a missing one is not an error. */
  remove(bucket: Bucket, key: string): Promise<void>;
  /**
   * Moves one object to another key of the same bucket, with its content type (a rename in the
   * library). An object at `toKey` is replaced, as a put would; a missing `fromKey` is NOT_FOUND.
   */
  move(bucket: Bucket, fromKey: string, toKey: string): Promise<void>;
  /** Deletes every object under `prefix` (an order's files when the order is deleted). */
  removePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** A URL that downloads the object until it expires: presigned on S3, HMAC-signed and checked by the API on local disk. */
  signedUrl(bucket: Bucket, key: string, options: DownloadOptions): Promise<string>;
}
