import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZFileUpload, ZRestBucket, ZUploadResult } from '@portal/domain/files/file-schemas';
import { defaultUploadLimits } from '@portal/domain/files/upload-rules';
import { restContext } from '../rest/rest-context';
import { callerOf } from '../rest/route-gate';
import { json, operation, typedRoutes } from '../rest/route-contract';
import { asMultipart } from '../rest/multipart-route';
import { filesWho, storageDown } from '../../operations/files/files-texts';
import { folder, segmentsOf } from '../../operations/files/rest-paths';

const uploadRules =
  'Multipart/form-data, the field files repeated. ' +
  'Kinds by content (magic bytes), never by name: photos GIF, JPEG, PNG; documents and order files PDF and images; videos MP4 and WebM. ' +
  `At most ${defaultUploadLimits.maxFiles} files, 10 MB each and 20 MB an upload (videos: VIDEO_MAX_MB). ` +
  'Keys are chosen by the server: <folder a>/<folder b>/<uuid>-<name>, the name on one line (bidirectional controls removed, ' +
  'line breaks one space) and with the extension of its content (a PDF sent as report.pdf.html is report.pdf). ' +
  'A refusal names the file and stores nothing of the request. ' +
  'Every image (any bucket) is decoded within 40 megapixels into 300, 600 and 900 px wide versions; lists give the 300 px one as previewUrl.';

const uploadErrors = {
  400:
    'A name that could be read as a path, a kind the bucket does not take (by content), ' +
    'not multipart/form-data, an unreadable image, a body cut short or stalled (UPLOAD_BODY_TIMEOUT_MS)',
  404: 'The order does not exist or is not yours to see',
  413: "'Maximum file size is NMB', 'You can attach a maximum of N files', 'You can upload maximum NMB', or an image over 40 megapixels (each naming the file)",
  415: 'Send multipart/form-data',
  429: 'Too many uploads in an hour (files or megabytes): wait, as Retry-After says',
  503: storageDown,
};

/** Upload declarations: the body is read as a stream by the handler, declared for the document only. */
function uploadOperation<P extends z.ZodType | undefined>(operationId: string, summary: string, params: P) {
  const declared = operation({
    operationId,
    tag: 'Files',
    summary,
    description: `${uploadRules} ${filesWho}`,
    access: 'approved',
    params,
    body: ZFileUpload,
    response: { 201: json('The stored files', ZUploadResult) },
    errors: uploadErrors,
  });
  return asMultipart(declared);
}

/**
 * The uploads to the library and an order's files (issue 18): POST /api/docs and
 * /api/files/{bucket}[/{a}[/{b}]], multipart bodies streamed into storage by the files service.
 * Listing, renaming and deleting are operations (operations/files).
 */
export async function registerFileUploadRoutes(app: FastifyInstance) {
  // Scoped: only the upload routes parse multipart bodies (limits are set per upload).
  await app.register(async (scope) => {
    await scope.register(multipart);
    const api = typedRoutes(scope);
    const upload = (req: FastifyRequest, reply: FastifyReply, bucket: z.infer<typeof ZRestBucket>, folders: string[]) => {
      void reply.status(201);
      return restContext(app, req).services.files.upload(callerOf(req), bucket, folders, req);
    };
    api.post('/api/docs', uploadOperation('uploadDocuments', 'Upload documents to the top of the library', undefined), async (req, reply) =>
      upload(req, reply, 'docs', []),
    );
    api.post(
      '/api/files/:bucket',
      uploadOperation('uploadFiles', 'Upload files to the top of a bucket', z.object({ bucket: ZRestBucket })),
      async (req, reply) => upload(req, reply, req.params.bucket, []),
    );
    api.post(
      '/api/files/:bucket/:a',
      uploadOperation('uploadFilesToFolder', 'Upload files to a folder (an order’s files: its id)', z.object({ bucket: ZRestBucket, a: folder })),
      async (req, reply) => upload(req, reply, req.params.bucket, segmentsOf(req.params)),
    );
    api.post(
      '/api/files/:bucket/:a/:b',
      uploadOperation('uploadFilesToSubfolder', 'Upload files to a sub-folder', z.object({ bucket: ZRestBucket, a: folder, b: folder })),
      async (req, reply) => upload(req, reply, req.params.bucket, segmentsOf(req.params)),
    );
  });
}
