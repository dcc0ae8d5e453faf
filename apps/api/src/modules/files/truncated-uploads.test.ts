import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bucket } from '../../adapters/storage/file-storage';
import { LocalDiskStorage } from '../../adapters/storage/local-disk-storage';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { freePort } from '../../test/free-port';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, setAdjustmentsEnabled } from '../adjustments/adjustments-test-kit';
import { makeImage, multipartBody, pdf } from './files-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;

/** How the client leaves a body it declared longer: it stops writing and waits, or it goes away. */
type Cut = 'half-close' | 'stall' | 'vanish';

/**
 * A POST on a real socket whose body stops part-way (inject cannot send a body shorter than it
 * declares). Answers the status and body the server wrote, or 0 when the socket closed unanswered.
 */
function cutShortPost(port: number, url: string, token: string, body: { payload: Buffer; headers: Record<string, string> }, sendBytes: number, cut: Cut) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answer = () => {
      const text = received.toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      return { status: status ? Number(status) : 0, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received.subarray(0, headEnd).toString('latin1'))?.[1];
      if (headEnd >= 0 && length !== undefined && received.length >= headEnd + 4 + Number(length)) {
        resolve(answer());
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer()));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? resolve(answer()) : reject(e)));
    socket.on('connect', () => {
      const head = [
        `POST ${url} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`,
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write(body.payload.subarray(0, sendBytes), () => {
        if (cut === 'half-close') socket.end();
        if (cut === 'vanish') socket.destroy();
      });
    });
  });
}

let t: TestApp;
let dataDir: string;
let port: number;
let admin: User;
let dealer: User;
let dataAdmin: User;
let issueId: string;
let orderId: string;

beforeAll(async () => {
  // A short body timeout: the stalled requests are answered after it, whatever it is.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-truncated-'));
  const storage = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
  t = await createTestApp({ storage, config: { SAMPLE_CATALOG_ON_START: true, UPLOAD_BODY_TIMEOUT_MS: 500 } });
  admin = await t.makeUser(roles.admin);
  dealer = await t.makeUser(roles.dealer);
  dataAdmin = await t.makeUser({ ...roles.admin, canManageData: true });
  const order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  orderId = order._id;
  await setAdjustmentsEnabled(t, true);
  const adjustment = await t.call('POST', `/api/orders/${order._id}/adjustments`, { token: dealer.token, body: { description: 'Torn mesh' } });
  expect(adjustment.status).toBe(201);
  issueId = (await openIssue(t, dealer.token, adjustment.body, 'Screen_Material'))._id;
  port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The local disk adapter's temporary files (uploads on their way in). */
const temporaryFiles = async () => readdir(path.join(dataDir, 'files', '.tmp')).catch(() => []);

/** Every upload path, with who may use it and where a stored file of it would be. */
const paths = () => {
  const image = async () => [
    { name: 'one.png', content: await makeImage('png', 800, 600) },
    { name: 'two.png', content: await makeImage('png', 800, 600) },
  ];
  return [
    { url: '/api/files/photos/Patios', user: admin, bucket: 'photos' as Bucket, files: image },
    {
      url: '/api/docs',
      user: admin,
      bucket: 'docs' as Bucket,
      files: async () => [
        { name: 'one.pdf', content: Buffer.concat([pdf, Buffer.alloc(200_000, 32)]) },
        { name: 'two.pdf', content: pdf },
      ],
    },
    {
      url: '/api/files/videos/Training/Install',
      user: admin,
      bucket: 'videos' as Bucket,
      files: async () => [
        { name: 'a.mp4', content: Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(200_000)]) },
      ],
    },
    {
      url: `/api/files/orders/${orderId}`,
      user: dealer,
      bucket: 'orders' as Bucket,
      files: async () => [{ name: 'plan.pdf', content: Buffer.concat([pdf, Buffer.alloc(200_000, 32)]) }],
    },
    { url: `/api/issues/${issueId}/attachments`, user: dealer, bucket: 'attachments' as Bucket, files: image },
    { url: '/api/admin/data/price-sheet', user: dataAdmin, bucket: undefined, files: async () => [{ name: 'uom.xlsx', content: Buffer.alloc(200_000, 65) }] },
  ];
};

const cuts: Cut[] = ['half-close', 'stall', 'vanish'];

/** A whole body sent in small pieces, one every `everyMs`: slow, never silent for long. */
function tricklePost(url: string, token: string, body: { payload: Buffer; headers: Record<string, string> }, pieces: number, everyMs: number) {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) {
        resolve(Number(status));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('connect', async () => {
      socket.write(
        [
          `POST ${url} HTTP/1.1`,
          'Host: 127.0.0.1',
          `Authorization: Bearer ${token}`,
          `Content-Type: ${body.headers['content-type']}`,
          `Content-Length: ${body.payload.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      const size = Math.ceil(body.payload.length / pieces);
      for (let at = 0; at < body.payload.length; at += size) {
        socket.write(body.payload.subarray(at, at + size));
        await new Promise((r) => setTimeout(r, everyMs));
      }
    });
  });
}

describe('an upload body cut short (issue 26, point 15)', () => {
  it('a body that keeps arriving is not cut, however long it takes in all (here 12 pieces 150 ms apart, past a 500 ms body timeout)', async () => {
    const body = multipartBody([{ name: 'slow.pdf', content: Buffer.concat([pdf, Buffer.alloc(100_000, 32)]) }]);
    expect(await tricklePost('/api/docs', admin.token, body, 12, 150)).toBe(201);
    await expect.poll(async () => (await t.app.deps.storage.list('docs', '')).length).toBe(1);
    await t.app.deps.storage.removePrefix('docs', '');
  });

  it.each(cuts)(
    'every upload path: %s part-way through a file is answered 400 (or, gone, not at all), stores nothing, and the server stays up',
    async (cut) => {
      for (const p of paths()) {
        const body = multipartBody(await p.files());
        // Into the last file's bytes, and just past the first file's headers.
        for (const sendBytes of [Math.floor(body.payload.length * 0.8), 200]) {
          const answer = await cutShortPost(port, p.url, p.user.token, body, sendBytes, cut);
          if (cut === 'vanish') expect(answer.status, `${p.url} ${sendBytes}`).toBe(0);
          else expect({ url: p.url, sendBytes, status: answer.status }).toEqual({ url: p.url, sendBytes, status: 400 });
          // A half-closed body is refused by the HTTP layer as it ends short; a stalled one by the body timeout.
          if (cut === 'stall') expect(JSON.parse(answer.body).message).toMatch(/stalled/);
          // Nothing of it is stored: the bucket's listing and every file the server put down.
          if (p.bucket) await expect.poll(async () => (await t.app.deps.storage.list(p.bucket!, '')).map((o) => o.key)).toEqual([]);
          await expect.poll(temporaryFiles).toEqual([]);
          const health = await fetch(`http://127.0.0.1:${port}/api/health/live`);
          expect(health.status).toBe(200);
        }
      }
    },
  );
});
