import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config';
import { createFileStorage, filesSigningSecretFileName } from './create-file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';

describe('S3 configuration', () => {
  it('takes all five S3_* variables or none', () => {
    const all = { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'portal', S3_SECRET_KEY: 'secret-key', S3_REGION: 'us-east-1', S3_BUCKET_PREFIX: 'portal' };
    expect(loadConfig(all).S3_BUCKET_PREFIX).toBe('portal');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ACCESS_KEY: is required to use S3 storage \(S3_ENDPOINT is set\)/);
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...all, S3_BUCKET_PREFIX: 'Not_Valid' })).toThrow(/S3_BUCKET_PREFIX/);
    expect(() => loadConfig({ FILES_SIGNING_SECRET: 'short' })).toThrow(/FILES_SIGNING_SECRET: must be at least 32 characters/);
  });
});

describe('createFileStorage', () => {
  it('keeps files on local disk by default, its signing secret generated once into DATA_DIR (0600)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    try {
      const storage = await createFileStorage({ ...testConfig(), DATA_DIR: dataDir, FILES_SIGNING_SECRET: undefined });
      expect(storage).toBeInstanceOf(LocalDiskStorage);
      const mode = (await stat(path.join(dataDir, filesSigningSecretFileName))).mode & 0o777;
      expect(mode).toBe(0o600);
      const again = await createFileStorage({ ...testConfig(), DATA_DIR: dataDir, FILES_SIGNING_SECRET: undefined });
      const options = { expiresInSeconds: 60, disposition: 'inline', fileName: 'x' } as const;
      // The same secret after a restart: links given out before still work.
      expect(new URL(await again.signedUrl('docs', 'k', options), 'http://x').searchParams.get('s')).toBe(
        new URL(await storage.signedUrl('docs', 'k', options), 'http://x').searchParams.get('s'),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses S3 when the five variables are set, making the buckets', async () => {
    const server = await startS3TestServer();
    try {
      const storage = await createFileStorage({
        ...testConfig(),
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY: s3rverCredentials.accessKey,
        S3_SECRET_KEY: s3rverCredentials.secretKey,
        S3_REGION: 'us-east-1',
        S3_BUCKET_PREFIX: 'made',
      });
      expect(storage).toBeInstanceOf(S3Storage);
      expect(await (storage as S3Storage).client.bucketExists('made-videos')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('starts two instances together on a fresh S3: both make or find the buckets (a race on makeBucket is not an error)', async () => {
    const server = await startS3TestServer();
    try {
      const config = {
        ...testConfig(),
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY: s3rverCredentials.accessKey,
        S3_SECRET_KEY: s3rverCredentials.secretKey,
        S3_REGION: 'us-east-1',
        S3_BUCKET_PREFIX: 'twice',
      };
      const started = await Promise.allSettled([createFileStorage(config), createFileStorage(config)]);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual(['fulfilled', 'fulfilled']);
      expect(await (started[0] as PromiseFulfilledResult<S3Storage>).value.client.bucketExists('twice-videos')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
