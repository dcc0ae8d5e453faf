import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '@portal/domain/errors/domain-error';
import { buckets, type Bucket, type DownloadOptions } from './file-storage';

/** The local disk adapter's download URLs: answered by GET /api/files/download (transport/streams/file-download.ts). */
export const downloadRoutePath = '/api/files/download';

/** The query of a signed download URL: bucket, key, expiry (Unix seconds), disposition, file name, signature. */
export const ZDownloadQuery = z.object({
  b: z.enum(buckets).describe('The bucket'),
  k: z.string().min(1).max(1024).describe('The object key'),
  e: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a time in Unix seconds')
    .describe('When the URL expires, in Unix seconds'),
  d: z.enum(['inline', 'attachment']).describe('inline to open, attachment to download'),
  n: z.string().min(1).max(255).describe('The file name the download is saved under'),
  s: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a signature')
    .describe('HMAC-SHA256 of the rest, base64url'),
});
export type DownloadQuery = z.infer<typeof ZDownloadQuery>;

export interface VerifiedDownload {
  bucket: Bucket;
  key: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
}

/** Expiry is capped: a signed URL is a short-lived permission, never a public path. */
export const maxDownloadSeconds = 7 * 24 * 3600;

export function signDownload(secret: string, d: VerifiedDownload & DownloadOptions, now = new Date()): DownloadQuery {
  const seconds = Math.min(Math.max(1, Math.floor(d.expiresInSeconds)), maxDownloadSeconds);
  const unsigned = { b: d.bucket, k: d.key, e: String(Math.floor(now.getTime() / 1000) + seconds), d: d.disposition, n: d.fileName };
  return { ...unsigned, s: mac(secret, unsigned) };
}

export function downloadPath(query: DownloadQuery): string {
  return `${downloadRoutePath}?${new URLSearchParams(query).toString()}`;
}

/** The download a URL allows, or 403 for a signature that does not match (tampered) or an expired URL. */
export function verifySignedDownload(secret: string, query: DownloadQuery, now = new Date()): VerifiedDownload {
  const expected = Buffer.from(mac(secret, query), 'base64url');
  const given = Buffer.from(query.s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new DomainError('FORBIDDEN', 'This download link is not valid');
  }
  if (Number(query.e) * 1000 <= now.getTime()) throw new DomainError('FORBIDDEN', 'This download link has expired');
  return { bucket: query.b, key: query.k, disposition: query.d, fileName: query.n };
}

/** Over an unambiguous encoding of every field (JSON), so no field's text can pass for another's. */
function mac(secret: string, q: Omit<DownloadQuery, 's'>): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['file-download-v1', q.b, q.k, q.e, q.d, q.n]))
    .digest('base64url');
}
