import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { makeBuckets } from './make-buckets';
import { S3Storage } from './s3-storage';

/** A key that may read and write the buckets but not make one, as the API's own key on the compose file's S3 server. */
function withoutBucketMaking(storage: S3Storage): S3Storage {
  storage.client.makeBucket = () => Promise.reject(Object.assign(new Error('Access Denied.'), { code: 'AccessDenied' }));
  return storage;
}

describe('the buckets made with an administrator key, then used with a key that may not make buckets', () => {
  let server: Awaited<ReturnType<typeof startS3TestServer>>;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3TestServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-make-buckets-'));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = (prefix: string) => ({
    S3_ENDPOINT: server.endpoint,
    S3_ACCESS_KEY: s3rverCredentials.accessKey,
    S3_SECRET_KEY: s3rverCredentials.secretKey,
    S3_REGION: 'us-east-1',
    S3_BUCKET_PREFIX: prefix,
    DATA_DIR: dataDir,
  });
  const apiStorage = (prefix: string) =>
    withoutBucketMaking(
      new S3Storage({
        endpoint: server.endpoint,
        ...s3rverCredentials,
        region: 'us-east-1',
        bucketPrefix: prefix,
        spoolDir: path.join(dataDir, 'files', '.tmp'),
      }),
    );

  it('makes every bucket the storage uses; a second run finds them; the API then starts with its limited key', async () => {
    const made = await makeBuckets(env('made'));
    expect(made).toEqual(['made-docs', 'made-photos', 'made-videos', 'made-orders', 'made-attachments']);
    expect(await makeBuckets(env('made'))).toEqual(made);
    const storage = apiStorage('made');
    for (const name of made) expect(await storage.client.bucketExists(name)).toBe(true);
    await expect(storage.ensureBuckets()).resolves.toBeUndefined();
  });

  it('the API with its limited key, before the buckets were made, stops naming the bucket and what makes it', async () => {
    await expect(apiStorage('missing').ensureBuckets()).rejects.toThrow(
      /^The bucket missing-docs does not exist and this key may not make it \(Access Denied\.\): make the buckets with the S3 server's administrator key/,
    );
  });

  it('refuses to run without the S3_* variables, naming them', async () => {
    await expect(makeBuckets({})).rejects.toThrow(/S3_ENDPOINT: is required to make the buckets/);
    await expect(makeBuckets({ S3_ENDPOINT: server.endpoint })).rejects.toThrow(/S3_ACCESS_KEY: is required to use S3 storage/);
  });
});
