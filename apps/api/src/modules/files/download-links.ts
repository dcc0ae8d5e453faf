import type { Bucket } from '../../adapters/storage/file-storage';

/**
 * How long a signed download link works (issue 26): a link is a permission nobody can take back
 * (an S3 presigned URL is checked by S3 alone), so it lives minutes and access lost ends with it.
 * Pages ask for fresh links more often than that. A training video plays longer than minutes and
 * its range requests reuse the link: videos, the same for every approved account, keep an hour.
 */
export function downloadLinkSeconds(bucket: Bucket): number {
  return bucket === 'videos' ? 60 * 60 : 5 * 60;
}
