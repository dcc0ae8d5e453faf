import { buckets, type FileStorage } from './file-storage';

/**
 * The origins other than the portal's own that the storage's download links point to: S3's host
 * (or, on Amazon S3, each bucket's host), where the pages load photos, attachments and videos
 * from. Read from links the storage signs, so they match whatever host style its client uses;
 * local disk links are paths on the portal itself and add none. Signing needs no network.
 */
export async function downloadOrigins(storage: FileStorage): Promise<string[]> {
  const origins = new Set<string>();
  for (const bucket of buckets) {
    const link = await storage.signedUrl(bucket, 'origin-probe', { expiresInSeconds: 60, disposition: 'inline', fileName: 'probe' });
    if (URL.canParse(link)) origins.add(new URL(link).origin);
  }
  return [...origins];
}
