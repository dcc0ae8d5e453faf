import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { AppDeps } from '../../app-deps';
import type { Bucket, FileStorage } from '../../adapters/storage/file-storage';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { storageUnavailableMessage } from '../../adapters/storage/storage-unavailable';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, pngBytes, setAdjustmentsEnabled, upload as uploadAttachment } from '../adjustments/adjustments-test-kit';
import { multipartBody, pdf } from './files-test-kit';
import { sweepUploadLeftovers } from './start-up-sweep';

type Op = 'put' | 'move';

/**
 * The disk as a process sees it that is killed (kill -9) at one storage call: that call and every
 * later one of the process never happen (here they fail, so the test's request ends), while what
 * was written before stays on the disk for the next start.
 */
function killableStorage(disk: LocalDiskStorage) {
  let killAt: ((op: Op, key: string) => boolean) | undefined;
  let dead = false;
  const alive = <T>(op: Op | 'other', key: string, work: () => Promise<T>): Promise<T> => {
    if (!dead && killAt && op !== 'other' && killAt(op, key)) dead = true;
    if (dead) return Promise.reject(new DomainError('UNAVAILABLE', storageUnavailableMessage));
    return work();
  };
  const storage: FileStorage = {
    temporaryFolder: disk.temporaryFolder,
    put: (bucket, key, body, type) => alive('put', key, () => disk.put(bucket, key, body, type)),
    list: (bucket, prefix) => alive('other', prefix, () => disk.list(bucket, prefix)),
    remove: (bucket, key) => alive('other', key, () => disk.remove(bucket, key)),
    move: (bucket, from, to) => alive('move', to, () => disk.move(bucket, from, to)),
    removePrefix: (bucket, prefix) => alive('other', prefix, () => disk.removePrefix(bucket, prefix)),
    signedUrl: (bucket, key, options) => disk.signedUrl(bucket, key, options),
  };
  return {
    storage,
    /** Kills the process at the first call that matches; the next start revives it. */
    killAt(match: (op: Op, key: string) => boolean) {
      killAt = match;
      dead = false;
    },
    restart() {
      killAt = undefined;
      dead = false;
    },
  };
}

let dataDir: string;
let disk: LocalDiskStorage;
let killable: ReturnType<typeof killableStorage>;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let dealer: Awaited<ReturnType<TestApp['makeUser']>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-crash-'));
  disk = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
  killable = killableStorage(disk);
  t = await createTestApp({ storage: killable.storage, config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser(roles.admin);
  dealer = await t.makeUser(roles.dealer);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const twoDocuments = () =>
  multipartBody([
    { name: 'first.pdf', content: pdf },
    { name: 'second.pdf', content: pdf },
  ]);
const post = (url: string, token: string, body: ReturnType<typeof multipartBody>) => t.call('POST', url, { token, body: body.payload, headers: body.headers });
const listed = async (bucket: Bucket, prefix = '') => (await disk.list(bucket, prefix)).map((o) => o.key);
/** The next start: the clean-up it runs, with no grace period (nothing else is running). */
const restart = async () => {
  killable.restart();
  return sweepUploadLeftovers({ db: t.db.db, storage: disk, log: logged }, { tmpDir: disk.temporaryFolder, graceMs: 0 });
};
/** What the clean-up logged, by level. */
const logLines: { level: string; message: string }[] = [];
const logged = {
  info: (_fields: object, message: string) => logLines.push({ level: 'info', message }),
  warn: (_fields: object, message: string) => logLines.push({ level: 'warn', message }),
} as unknown as AppDeps['log'];

describe('an upload killed mid-way (issue 26, point 16)', () => {
  it('killed while its second file is stored: after the restart none of its files is listed, and the folder lists nothing of it meanwhile', async () => {
    killable.killAt((op, key) => op === 'put' && key.endsWith('second.pdf'));
    const answer = await post('/api/files/docs/Killed', admin.token, twoDocuments());
    expect(answer.status).toBe(503);
    // The client saw a failure: the listing never shows the first file, before the clean-up or after it.
    killable.restart();
    const before = await t.call('GET', '/api/files/docs/Killed', { token: admin.token });
    expect({ status: before.status, items: before.body.items }).toEqual({ status: 200, items: [] });
    await restart();
    expect(await listed('docs')).toEqual([]);
  });

  it('killed while its files move into place: the restart moves the moved ones back out (all or none)', async () => {
    killable.killAt((op, key) => op === 'move' && key.endsWith('second.pdf'));
    expect((await post('/api/files/docs/Moving', admin.token, twoDocuments())).status).toBe(503);
    const report = await restart();
    expect(report.rolledBackFiles).toBe(2);
    expect(await listed('docs')).toEqual([]);
  });

  it('photos with their versions: killed at the second photo, nothing of either is left', async () => {
    const png = (await import('./files-test-kit')).makeImage;
    const body = multipartBody([
      { name: 'a.png', content: await png('png', 400, 300) },
      { name: 'b.png', content: await png('png', 400, 300) },
    ]);
    killable.killAt((op, key) => op === 'move' && key.includes('b.png'));
    expect((await post('/api/files/photos/Killed', admin.token, body)).status).toBe(503);
    await restart();
    expect(await listed('photos')).toEqual([]);
  });

  it('an upload that completes is listed whole and survives the restart', async () => {
    const done = await post('/api/files/docs/Kept', admin.token, twoDocuments());
    expect(done.status).toBe(201);
    await restart();
    expect((await listed('docs', 'Kept/')).length).toBe(2);
  });

  it('the restart removes temporary files and attachment or order files no row names, keeps those rows name, and logs it', async () => {
    await mkdir(disk.temporaryFolder, { recursive: true });
    await writeFile(path.join(disk.temporaryFolder, 'dead-upload-0123'), Buffer.alloc(64 * 1024));
    const order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
    await setAdjustmentsEnabled(t, true);
    const adjustment = (await t.call('POST', `/api/orders/${order._id}/adjustments`, { token: dealer.token, body: { description: 'Torn' } })).body;
    const issueId = (await openIssue(t, dealer.token, adjustment, 'Screen_Material'))._id;
    expect((await uploadAttachment(t, dealer.token, issueId, [{ name: 'kept.png', content: pngBytes }])).status).toBe(201);
    // What a process killed between storing the files and writing their rows left.
    const unnamed = `${adjustment._id}/${issueId}/${randomUUID()}-unnamed.png`;
    await disk.put('attachments', unnamed, Readable.from([pngBytes]), 'image/png');
    const ofNoOrder = `${randomUUID()}/${randomUUID()}-plan.pdf`;
    await disk.put('orders', ofNoOrder, Readable.from([pdf]), 'application/pdf');
    expect((await post(`/api/files/orders/${order._id}`, dealer.token, multipartBody([{ name: 'plan.pdf', content: pdf }]))).status).toBe(201);

    const report = await restart();
    expect(logLines.at(-1)).toEqual({
      level: 'warn',
      message: expect.stringMatching(
        new RegExp(
          /^Upload clean-up at start-up: 1 temporary files \(0\.1 MB\), 0 unfinished uploads .* /.source +
            /1 attachments no row names, 1 files of orders that do not exist, removed$/.source,
        ),
      ),
    });
    expect(report).toMatchObject({ temporaryFiles: 1, temporaryBytes: 64 * 1024, unnamedAttachments: 1, orphanOrderFiles: 1 });
    expect(await readdir(disk.temporaryFolder)).toEqual([]);
    const attachments = await listed('attachments');
    expect(attachments.filter((k) => !k.startsWith('.variants/'))).toEqual([expect.stringMatching(/-kept\.png$/)]);
    expect(attachments.some((k) => k.includes('unnamed'))).toBe(false);
    expect((await listed('orders')).filter((k) => !k.startsWith('.variants/'))).toEqual([expect.stringMatching(new RegExp(`^${order._id}/.*-plan\\.pdf$`))]);
    const issue = await t.call('GET', `/api/issues/${issueId}/attachments`, { token: dealer.token });
    expect(issue.body.attachments).toHaveLength(1);
  });

  it('keeps what is younger than the grace period: another instance may still be writing it', async () => {
    killable.killAt((op, key) => op === 'put' && key.endsWith('second.pdf'));
    expect((await post('/api/files/docs/Young', admin.token, twoDocuments())).status).toBe(503);
    killable.restart();
    await writeFile(path.join(disk.temporaryFolder, 'in-flight'), 'x');
    const report = await sweepUploadLeftovers({ db: t.db.db, storage: disk, log: logged }, { tmpDir: disk.temporaryFolder, graceMs: 60 * 60_000 });
    expect(report).toMatchObject({ temporaryFiles: 0, stagedUploads: 0 });
    expect(await readdir(disk.temporaryFolder)).toEqual(['in-flight']);
    expect((await restart()).stagedUploads).toBe(1);
  });
});
