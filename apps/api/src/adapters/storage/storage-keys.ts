import { DomainError } from '@portal/domain/errors/domain-error';

/** Longer keys are refused: S3 allows 1024 bytes, and a file system path must stay well under PATH_MAX. */
export const maxKeyBytes = 1024;
/** One segment becomes one file or folder name on local disk (255 bytes on common file systems). */
const maxSegmentBytes = 255;

// Control characters (C0, DEL, C1) and the backslash a Windows path would read as a separator.
const forbidden = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Refuses any key that could leave its bucket or mean something else on a disk or in a URL:
 * '/'-separated segments, none empty, '.' or '..', no leading '/', no backslash, NUL or control
 * character, at most 1024 bytes. Keys are chosen by the server; this is the last line in front
 * of the file system and the bucket, so both adapters call it on every key.
 */
export function assertSafeKey(key: string, field = 'key'): void {
  const refuse = (why: string) => {
    throw new DomainError('BAD_INPUT', `Unsafe storage ${field}: ${why}`, { [field]: why });
  };
  if (typeof key !== 'string' || key.length === 0) refuse('it is empty');
  if (Buffer.byteLength(key, 'utf8') > maxKeyBytes) refuse(`it is longer than ${maxKeyBytes} bytes`);
  if (forbidden.test(key)) refuse('it holds a control character or a backslash');
  if (key.startsWith('/')) refuse('it is an absolute path');
  for (const segment of key.split('/')) {
    if (segment === '') refuse('it has an empty segment');
    if (segment === '.' || segment === '..') refuse(`it has a '${segment}' segment`);
    if (Buffer.byteLength(segment, 'utf8') > maxSegmentBytes) refuse(`a segment is longer than ${maxSegmentBytes} bytes`);
  }
}

/**
 * A prefix to list or delete under: '' (the whole bucket), or a safe key optionally ending in
 * '/' (a folder). Anything else is refused as a key would be.
 */
export function assertSafePrefix(prefix: string, field = 'prefix'): void {
  if (prefix === '') return;
  assertSafeKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix, field);
}
