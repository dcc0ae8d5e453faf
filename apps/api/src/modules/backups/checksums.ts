import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A pass-through that counts and hashes what flows through it: a file is checked on its one read, not read twice. */
export function hashing(): { stream: Transform; result(): { sha256: string; bytes: number } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return { stream, result: () => ({ sha256: (digest ??= hash.digest('hex')), bytes }) };
}

export async function sha256OfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const meter = hashing();
  await pipeline(createReadStream(file), meter.stream, async function* (source) {
    for await (const _ of source);
  });
  return meter.result();
}

export const sha256OfText = (text: string) => createHash('sha256').update(text).digest('hex');
