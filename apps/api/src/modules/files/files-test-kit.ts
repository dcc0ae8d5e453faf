import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { Bucket, FileStorage, StoredObject } from '../../adapters/storage/file-storage';
import { assertSafeKey, assertSafePrefix } from '../../adapters/storage/storage-keys';

/** The storage port in memory, for the files tests: what was stored, by bucket and key. */
export function memoryStorage() {
  const objects = new Map<string, StoredObject & { bytes: Buffer }>();
  const id = (bucket: Bucket, key: string) => `${bucket}:${key}`;
  const storage: FileStorage & { bytesOf(bucket: Bucket, key: string): Buffer | undefined } = {
    bytesOf: (bucket, key) => objects.get(id(bucket, key))?.bytes,
    async put(bucket, key, body: Readable, contentType) {
      assertSafeKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      objects.set(id(bucket, key), { key, size: bytes.length, lastModified: new Date(), contentType, bytes });
      return { size: bytes.length };
    },
    async list(bucket, prefix) {
      assertSafePrefix(prefix);
      return [...objects.entries()].filter(([k]) => k.startsWith(`${bucket}:${prefix}`)).map(([, { bytes: _bytes, ...o }]) => o);
    },
    async remove(bucket, key) {
      objects.delete(id(bucket, key));
    },
    async move(bucket, fromKey, toKey) {
      assertSafeKey(fromKey);
      assertSafeKey(toKey);
      const object = objects.get(id(bucket, fromKey));
      if (!object) throw new DomainError('NOT_FOUND', `No object ${fromKey} to move`);
      objects.delete(id(bucket, fromKey));
      objects.set(id(bucket, toKey), { ...object, key: toKey });
    },
    async removePrefix(bucket, prefix) {
      for (const k of objects.keys()) if (k.startsWith(`${bucket}:${prefix}`)) objects.delete(k);
    },
    async signedUrl(bucket, key, options) {
      return `https://files.test/${bucket}/${encodeURIComponent(key)}?expires=${options.expiresInSeconds}&disposition=${options.disposition}`;
    },
  };
  return {
    storage,
    keys: (bucket: Bucket) =>
      [...objects.values()]
        .filter((o) => objects.get(id(bucket, o.key)) === o)
        .map((o) => o.key)
        .sort(),
    bytes: (bucket: Bucket, key: string) => objects.get(id(bucket, key))?.bytes,
  };
}

/** A multipart/form-data body with these files in the field `files` (or another). */
export function multipartBody(files: { name: string; content: Buffer; type?: string; field?: string }[]) {
  const boundary = '----files-test';
  const payload = Buffer.concat([
    ...files.flatMap(({ name, content, type = 'application/octet-stream', field = 'files' }) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real image made by sharp. */
export const makeImage = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG of width × height that is only its header (signature, IHDR, IEND): a decompression bomb's first bytes. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The smallest PDF file-type recognises. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
