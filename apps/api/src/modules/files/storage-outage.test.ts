import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../adapters/storage/s3-storage';
import { storageUnavailableMessage } from '../../adapters/storage/storage-unavailable';
import { s3rverCredentials, startS3TestServer } from '../../test/s3-test-server';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { multipartBody, pdf } from './files-test-kit';

describe('files while the object store is down (issue 18)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['makeUser']>>;
  let stored: string;

  beforeAll(async () => {
    const server = await startS3TestServer();
    const storage = new S3Storage({
      endpoint: server.endpoint,
      ...s3rverCredentials,
      region: 'us-east-1',
      bucketPrefix: 'outage',
      spoolDir: path.join(os.tmpdir(), 'portal-s3-spool'),
    });
    await storage.ensureBuckets();
    t = await createTestApp({ storage });
    admin = await t.makeUser(roles.admin);
    const { payload, headers } = multipartBody([{ name: 'kept.pdf', content: pdf }]);
    const up = await t.call('POST', '/api/files/docs/Outage', { token: admin.token, body: payload, headers });
    expect(up.status).toBe(201);
    stored = up.body.uploadedFiles[0].key;
    await server.close();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 UNAVAILABLE with a message to try again, never a 500, for listing, uploading, deleting and renaming', async () => {
    const list = await t.call('GET', '/api/files/docs', { token: admin.token });
    expect(list.status).toBe(503);
    expect(list.body).toMatchObject({ code: 'UNAVAILABLE', message: storageUnavailableMessage });
    expect((await t.call('GET', '/api/files/photos', { token: admin.token })).status).toBe(503);

    const { payload, headers } = multipartBody([{ name: 'new.pdf', content: pdf }]);
    const up = await t.call('POST', '/api/files/docs/Outage', { token: admin.token, body: payload, headers });
    expect(up.status).toBe(503);
    expect(up.body.code).toBe('UNAVAILABLE');

    const del = await t.call('DELETE', `/api/files/docs/${stored.split('/').map(encodeURIComponent).join('/')}`, { token: admin.token });
    expect(del.status).toBe(503);
    const rename = await t.call('PATCH', '/api/files/docs/Outage', { token: admin.token, body: { name: 'Renamed' } });
    expect(rename.status).toBe(503);
    expect(rename.body.code).toBe('UNAVAILABLE');
  });
});
