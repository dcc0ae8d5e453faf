import { ConfigError, loadConfig } from '../../config';
import { s3SettingsOf } from './create-file-storage';
import { buckets } from './file-storage';
import { S3Storage } from './s3-storage';

/**
 * Makes the buckets the storage uses, with the S3 server's administrator key, before the API
 * starts (`node apps/api/dist/make-buckets.js`, the compose file's s3-init): the API's own key
 * then needs to read and write its buckets, and never to make one. The same S3_* variables as
 * the API, the administrator's key in S3_ACCESS_KEY and S3_SECRET_KEY; buckets already there are
 * left as they are. Answers the buckets' names.
 */
export async function makeBuckets(env: Record<string, string | undefined>): Promise<string[]> {
  const config = loadConfig(env);
  const settings = s3SettingsOf(config);
  if (!settings) {
    // With some set, loadConfig has already named the missing ones.
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT: is required to make the buckets (with the four other S3_* variables)');
  }
  const storage = new S3Storage(settings);
  await storage.ensureBuckets();
  return buckets.map((bucket) => storage.bucketName(bucket));
}
