import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';

let dataDir: string;
let storage: LocalDiskStorage;
const text = (s: string) => Readable.from([Buffer.from(s)]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-local-'));
  storage = new LocalDiskStorage(dataDir, randomBytes(32).toString('base64url'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('keeps the object under files/<bucket>/<key> and its type in a sidecar', async () => {
    await storage.put('photos', 'cat/one.png', text('png'), 'image/png');
    expect(await readFile(path.join(dataDir, 'files', 'photos', 'cat', 'one.png'), 'utf8')).toBe('png');
    expect(JSON.parse(await readFile(path.join(dataDir, 'files', '.meta', 'photos', 'cat', 'one.png'), 'utf8'))).toEqual({ contentType: 'image/png' });
  });

  it('refuses a key whose folder is an object, or an object where a folder is (409), keeping both', async () => {
    await storage.put('docs', 'x/file', text('a'), 'text/plain');
    await expect(storage.put('docs', 'x/file/below', text('b'), 'text/plain')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(storage.put('docs', 'x', text('c'), 'text/plain')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await storage.list('docs', 'x')).map((o) => [o.key, o.contentType])).toEqual([['x/file', 'text/plain']]);
  });

  it('removes the folders a removal empties', async () => {
    await storage.put('orders', 'o-9/a/b.pdf', text('%PDF'), 'application/pdf');
    await storage.removePrefix('orders', 'o-9/');
    await expect(readFile(path.join(dataDir, 'files', 'orders', 'o-9'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
