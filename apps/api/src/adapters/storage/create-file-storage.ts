import path from 'node:path';
import type { Config } from '../../config';
import { loadSecretFile } from '../secrets/secret-files';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage, type S3Settings } from './s3-storage';

export const filesSigningSecretFileName = 'files-signing-secret';

type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'FILES_SIGNING_SECRET' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_REGION' | 'S3_BUCKET_PREFIX' | 'S3_PUBLIC_URL'
>;

/**
 * S3 when the five S3_* variables are set (config.ts refuses some without the others), local
 * disk under DATA_DIR/files otherwise, its download URLs signed with FILES_SIGNING_SECRET or a
 * secret generated once into DATA_DIR/files-signing-secret (mode 0600), as the token secret is.
 */
/** The S3 settings when the five S3_* variables are set; undefined for local disk. */
export function s3SettingsOf(config: StorageConfig): S3Settings | undefined {
  const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION, S3_BUCKET_PREFIX } = config;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY || !S3_SECRET_KEY || !S3_REGION || !S3_BUCKET_PREFIX) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_URL,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
    region: S3_REGION,
    bucketPrefix: S3_BUCKET_PREFIX,
    spoolDir: path.resolve(config.DATA_DIR, 'files', '.tmp'),
  };
}

export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  const s3 = s3SettingsOf(config);
  if (s3) {
    const storage = new S3Storage(s3);
    await storage.ensureBuckets();
    return storage;
  }
  const secret =
    config.FILES_SIGNING_SECRET ??
    (await loadSecretFile(config.DATA_DIR, {
      fileName: filesSigningSecretFileName,
      what: 'file download signing secret',
      variable: 'FILES_SIGNING_SECRET',
      consequence: 'every download link given out stops working',
    }));
  return new LocalDiskStorage(config.DATA_DIR, secret);
}
