import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { DomainError } from '@portal/domain/errors/domain-error';
import { ZErrorBody } from '@portal/domain/errors/error-body';
import { contentDisposition } from '../../adapters/storage/content-disposition';
import { servesSignedDownloads, type ByteRangeRequest } from '../../adapters/storage/local-disk-storage';
import { downloadRoutePath, ZDownloadQuery } from '../../adapters/storage/signed-downloads';
import { errorBody } from '../rest/rest-errors';
import { json, operation, typedRoutes } from '../rest/route-contract';

const ZFileBytes = z.custom<Readable>(() => true).meta({ type: 'string', format: 'binary', description: 'The file’s bytes (or the range asked for)' });
const bytes = (description: string) => ({ description, content: { 'application/octet-stream': { schema: ZFileBytes } } });

/**
 * GET /api/files/download: the local disk adapter's signed download URLs (S3 hands out presigned
 * URLs of its own). Public: the signature is the permission. Served with the type chosen at
 * upload and the disposition the URL was signed with, never anything the client names; ranges
 * for seeking in a video.
 */
export function registerFileDownloadRoute(app: FastifyInstance) {
  typedRoutes(app).get(
    downloadRoutePath,
    operation({
      operationId: 'downloadFile',
      tag: 'Service',
      summary: 'Download a file through a signed URL that expires (public: the signature is the permission; local disk storage only)',
      description:
        'The URL comes from a file listing (signedUrl). Content-Type is the one checked at upload; ' +
        'Content-Disposition (RFC 6266, filename*) as signed. ' +
        'Send Range: bytes=a-b for part of the file (206 with Content-Range; 416 when it starts past the end).',
      access: 'public',
      querystring: ZDownloadQuery,
      response: {
        200: bytes('The file'),
        206: bytes('The range asked for (Content-Range says which)'),
        416: json('INVALID_INPUT: the range starts past the end of the file (Content-Range: bytes */size)', ZErrorBody),
      },
      errors: {
        400: 'Invalid input: a parameter of the URL is missing or malformed',
        403: 'The link is not valid (changed after it was signed) or has expired',
        404: 'The file no longer exists',
      },
    }),
    async (req, reply) => {
      const storage = app.deps.storage;
      if (!servesSignedDownloads(storage)) throw new DomainError('FORBIDDEN', 'This download link is not valid');
      const { bucket, key, disposition, fileName } = storage.verifyDownload(req.query);
      const range = parseRange(req.headers.range);
      const opened = await storage.open(bucket, key, range);
      if (!opened) throw new DomainError('NOT_FOUND', 'The file no longer exists');
      void reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      if (!opened.satisfiable) {
        return reply
          .status(416)
          .header('content-range', `bytes */${opened.size}`)
          .send(errorBody('INVALID_INPUT', 'The range asked for starts past the end of the file'));
      }
      void reply
        .header('content-type', opened.contentType)
        .header('content-disposition', contentDisposition(disposition, fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(opened.size === 0 ? 0 : opened.end - opened.start + 1));
      if (range) void reply.status(206).header('content-range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
      return reply.send(opened.body);
    },
  );
}

/**
 * One byte range (RFC 9110 §14.2); anything else (several ranges, another unit, bad syntax) is
 * ignored and the whole file sent, as the RFC allows.
 */
export function parseRange(header: string | undefined): ByteRangeRequest | undefined {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}
