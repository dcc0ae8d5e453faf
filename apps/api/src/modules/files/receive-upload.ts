import { randomUUID } from 'node:crypto';
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileTypeStream } from 'file-type';
import { DomainError } from '@portal/domain/errors/domain-error';
import {
  assertAllowedKind,
  assertSafeFileName,
  fileKinds,
  isImageKind,
  nameForKind,
  uploadLimitsFor,
  uploadMessages,
  type FileBucket,
  type UploadLimits,
} from '@portal/domain/files/upload-rules';
import type { TUploadResult } from '@portal/domain/files/file-schemas';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { UploadLimits as HourlyLimits } from '../../limits/upload-limits';
import { photoVariantKeys, startPhotoVariants } from './photo-variants';
import { commitStagedUpload, stagedKey, type StagedFile } from './staged-upload';

export interface UploadTarget {
  bucket: FileBucket;
  /** The folder the keys go under ('' or 'a/' or 'a/b/'), already checked. */
  prefix: string;
  userId: string;
}

// Bundler resolution reads file-type's browser types; Node runs its index.js, which takes a Node stream.
const detectKind = fileTypeStream as unknown as (
  stream: Readable,
  options: { sampleSize: number },
) => Promise<Readable & { readonly fileType?: { ext: string } }>;

/** The body could not be read (not well-formed multipart, a limit of busboy's): the sender's, never a 500. */
function unreadable(e: unknown, limits: UploadLimits): DomainError {
  if (e instanceof DomainError) return e;
  const code = (e as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError('TOO_LARGE', uploadMessages.tooManyFiles(limits));
  return new DomainError('BAD_INPUT', `${uploadMessages.noFiles}: the upload could not be read`);
}

const interruptedMessage = 'The upload was interrupted before its end: send it again';

/** Counts the bytes as they pass; one byte past a limit ends the stream with its message. */
class ByteCounter extends Transform {
  size = 0;
  constructor(
    private readonly name: string,
    private readonly limits: UploadLimits,
    private readonly total: { bytes: number },
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    this.total.bytes += chunk.length;
    if (this.size > this.limits.maxFileBytes) return callback(new DomainError('TOO_LARGE', uploadMessages.fileTooLarge(this.name, this.limits)));
    if (this.total.bytes > this.limits.maxTotalBytes) return callback(new DomainError('TOO_LARGE', uploadMessages.totalTooLarge(this.name, this.limits)));
    callback(null, chunk);
  }
}

/**
 * A multipart request body, as the multipart plugin gives it to a route (a Fastify request with
 * @fastify/multipart registered): declared here by what the upload reads of it.
 */
export interface MultipartBody {
  isMultipart(): boolean;
  parts(options: {
    preservePath: boolean;
    limits: { files: number; fileSize: number; fields: number; fieldSize: number; parts: number };
  }): AsyncIterator<UploadPart>;
}

/**
 * Streams the request's `files` parts into storage, one after the other: each counted as it
 * passes, its kind read from its first bytes, its key chosen here (`<prefix><uuid>-<name>`).
 * Any refusal names the file and removes what this request already stored.
 */
export async function receiveUpload(
  req: MultipartBody,
  storage: FileStorage,
  hourly: HourlyLimits,
  target: UploadTarget,
  videoMaxMb: number,
): Promise<TUploadResult> {
  if (!req.isMultipart()) throw new DomainError('BAD_INPUT', uploadMessages.noFiles);
  const limits = uploadLimitsFor(target.bucket, videoMaxMb);
  // preservePath: busboy would drop a name's folders; the name as sent is refused instead.
  // busboy's own limits sit one past ours, so our counters (and messages) come first.
  const parts = req.parts({
    preservePath: true,
    limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes + 1, fields: 10, fieldSize: 1024, parts: limits.maxFiles + 11 },
  });
  return storeUploadParts(parts, storage, hourly, target, limits);
}

/** One part of an upload: a multipart request's, or the server's own (the sample library). */
export type UploadPart = { type: 'file'; fieldname: string; filename: string; file: Readable } | { type: 'field' };

/** The upload itself, whatever the parts come from: every check and the photos' versions. */
export async function storeUploadParts(
  parts: AsyncIterator<UploadPart>,
  storage: FileStorage,
  hourly: HourlyLimits,
  target: UploadTarget,
  limits: UploadLimits,
): Promise<TUploadResult> {
  // Staged until every file is in, then moved into place together (staged-upload.ts).
  const uploadId = randomUUID();
  const staged: StagedFile[] = [];
  const stored: string[] = [];
  const uploadedFiles: TUploadResult['uploadedFiles'] = [];
  const total = { bytes: 0 };
  /** Why the body ended early, when it did: the answer, whatever a reader of it failed with. */
  let cutShort: DomainError | undefined;
  try {
    for (;;) {
      const next = await parts.next().catch((e: unknown) => {
        throw unreadable(e, limits);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new DomainError('BAD_INPUT', `${part.filename}: send files in the field files`);
      }
      if (uploadedFiles.length >= limits.maxFiles) {
        part.file.resume();
        throw new DomainError('TOO_LARGE', uploadMessages.tooManyFiles(limits));
      }
      let sent: string;
      try {
        sent = assertSafeFileName(part.filename);
        await hourly.file(target.userId);
      } catch (e) {
        part.file.resume();
        throw e;
      }
      const counter = new ByteCounter(sent, limits, total);
      // A body cut short errors the part's stream at any moment: before its kind is read, while it
      // is stored or after a refusal. The error reaches the reader through the pipes; this listener
      // keeps a moment with no reader from becoming an uncaught error that ends the process.
      counter.on('error', () => undefined);
      const endedShort = (e?: unknown) => {
        cutShort ??= e === undefined ? new DomainError('BAD_INPUT', interruptedMessage) : unreadable(e, limits);
        counter.destroy(cutShort);
      };
      part.file.on('error', endedShort);
      // Closed before its end without an error (the request aborted), or handed over already failed.
      part.file.on('close', () => !part.file.readableEnded && endedShort(part.file.errored ?? undefined));
      if (part.file.destroyed && !part.file.readableEnded) endedShort(part.file.errored ?? undefined);
      const typed = await detectKind(part.file.pipe(counter), { sampleSize: 4100 });
      // The same between the kind's answer and the storage's reader (put awaits before it reads).
      typed.on('error', () => undefined);
      let kind;
      try {
        kind = assertAllowedKind(target.bucket, sent, typed.fileType?.ext);
      } catch (e) {
        typed.destroy();
        part.file.resume();
        throw e;
      }
      const contentType = fileKinds[kind];
      // Stored and served under the extension of its content: a PDF sent as 'report.pdf.html' is 'report.pdf'.
      const name = nameForKind(sent, kind);
      const key = `${target.prefix}${randomUUID()}-${name}`;
      const at = stagedKey(uploadId, key);
      stored.push(at);
      let size: number;
      // Every image, in any bucket: decoded within the pixel limit (a bomb is refused) into the bounded previews pages show.
      if (isImageKind(kind)) {
        stored.push(...photoVariantKeys(at));
        const original = new PassThrough();
        original.on('error', () => undefined);
        const variants = startPhotoVariants(name, kind);
        // pipe() carries data, not errors: a refusal mid-stream reaches both readers.
        typed.on('error', (e) => {
          original.destroy(e);
          // Ended, not destroyed: sharp's versions wait for the end of their input and would never settle.
          // They fail (or finish) on the bytes that came; the upload is refused either way.
          typed.unpipe(variants.input);
          variants.input.end();
        });
        typed.pipe(original);
        typed.pipe(variants.input);
        // Both settle before a refusal removes anything: nothing is written after the clean-up.
        const [put, made] = await Promise.allSettled([storage.put(target.bucket, at, original, contentType), variants.store(storage, target.bucket, at)]);
        if (put.status === 'rejected') throw made.status === 'rejected' && made.reason instanceof DomainError ? made.reason : put.reason;
        if (made.status === 'rejected') throw made.reason;
        size = put.value.size;
      } else {
        size = (await storage.put(target.bucket, at, typed, contentType)).size;
      }
      // A stream that ended early (the client went away) is not a file.
      if (counter.size !== size) throw new DomainError('BAD_INPUT', `${name}: the upload was interrupted`);
      await hourly.bytes(target.userId, size);
      uploadedFiles.push({ key, name, size, contentType });
      staged.push({ key, withVariants: isImageKind(kind) });
    }
  } catch (e) {
    // Taken before the clean-up's wait: the body closing meanwhile does not change a refusal into 'interrupted'.
    const failure = cutShort ?? e;
    await Promise.allSettled(stored.map((key) => storage.remove(target.bucket, key)));
    throw failure;
  }
  if (uploadedFiles.length === 0) throw new DomainError('BAD_INPUT', uploadMessages.noFiles);
  await commitStagedUpload(storage, target.bucket, uploadId, staged);
  return { uploadedFiles };
}
