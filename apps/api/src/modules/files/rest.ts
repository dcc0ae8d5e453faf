import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@portal/domain/errors/domain-error';
import { ZFileList, ZFileMessage, ZFileUpload, ZLibraryBucket, ZPhotoList, ZRenameBody, ZRenameResult, ZRestBucket, ZUploadResult } from '@portal/domain/files/file-schemas';
import { defaultUploadLimits, maxFilesRenamedAtOnce } from '@portal/domain/files/upload-rules';
import { invalidInput } from '../../http/error-mapping';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { createFilesService } from './files-service';

const folder = z.string().min(1).max(200);
const listBucket = ZRestBucket.exclude(['photos']);

const who =
  'Documents, photos and videos: every approved account reads, administrators write (others 403); a top-level video folder starting with Sales (in any case, after any spaces) is hidden (404) from all but administrators. Orders (/api/files/orders/{orderId}…, the id in any case): the order’s dealer and team read, its owner and administrators write; another customer’s order answers 404.';
const uploadRules = `Multipart/form-data, the field files repeated. Kinds by content (magic bytes), never by name: photos GIF, JPEG, PNG; documents and order files PDF and images; videos MP4 and WebM. At most ${defaultUploadLimits.maxFiles} files, 10 MB each and 20 MB an upload (videos: VIDEO_MAX_MB). Keys are chosen by the server: <folder a>/<folder b>/<uuid>-<name>, the name on one line (bidirectional controls removed, line breaks one space) and with the extension of its content (a PDF sent as report.pdf.html is report.pdf). A refusal names the file and stores nothing of the request. Every image (any bucket) is decoded within 40 megapixels into 300, 600 and 900 px wide versions; lists give the 300 px one as previewUrl.`;

const storageDown = 'UNAVAILABLE: the file storage does not answer; nothing was changed, try again later';

const uploadErrors = {
  400: 'A name that could be read as a path, a kind the bucket does not take (by content), not multipart/form-data, an unreadable image, a body cut short or stalled (UPLOAD_BODY_TIMEOUT_MS)',
  404: 'The order does not exist or is not yours to see',
  413: "'Maximum file size is NMB', 'You can attach a maximum of N files', 'You can upload maximum NMB', or an image over 40 megapixels (each naming the file)",
  415: 'Send multipart/form-data',
  429: 'Too many uploads in an hour (files or megabytes): wait, as Retry-After says',
  503: storageDown,
};

/** Upload declarations: the body is read as a stream by the handler, declared for the document only. */
function uploadOperation<P extends z.ZodType | undefined>(operationId: string, summary: string, params: P) {
  const declared = operation({ operationId, tag: 'Files', summary, description: `${uploadRules} ${who}`, access: 'approved', params, body: ZFileUpload, response: { 201: json('The stored files', ZUploadResult) }, errors: uploadErrors });
  // The path is validated as any route's; the body is read as a stream by the handler (no parsed body to validate).
  const validatorCompiler = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
    httpPart === 'body'
      ? () => true
      : (data: unknown) => {
          const result = (schema as z.ZodType).safeParse(data);
          return result.success ? { value: result.data } : { error: invalidInput(result.error) };
        };
  return { ...declared, schema: { ...declared.schema, consumes: ['multipart/form-data'] }, validatorCompiler };
}

/** The library and order files (issue 18): /api/files/{bucket}[/{a}[/{b}]] and /api/docs. */
export async function registerFileRoutes(app: FastifyInstance) {
  const files = createFilesService(app.deps, app.deps.config.VIDEO_MAX_MB);
  const folders = (p: { a?: string; b?: string; c?: string }) => [p.a, p.b, p.c].filter((f): f is string => f !== undefined);

  // Scoped: only the upload routes parse multipart bodies (limits are set per upload).
  await app.register(async (scope) => {
    await scope.register(multipart);
    const api = typedRoutes(scope);
    const upload = (req: FastifyRequest, reply: FastifyReply, bucket: z.infer<typeof ZRestBucket>, f: string[]) => {
      void reply.status(201);
      return files.upload(callerOf(req), bucket, f, req);
    };
    api.post('/api/docs', uploadOperation('uploadDocuments', 'Upload documents to the top of the library', undefined), async (req, reply) => upload(req, reply, 'docs', []));
    api.post('/api/files/:bucket', uploadOperation('uploadFiles', 'Upload files to the top of a bucket', z.object({ bucket: ZRestBucket })), async (req, reply) => upload(req, reply, req.params.bucket, []));
    api.post('/api/files/:bucket/:a', uploadOperation('uploadFilesToFolder', 'Upload files to a folder (an order’s files: its id)', z.object({ bucket: ZRestBucket, a: folder })), async (req, reply) =>
      upload(req, reply, req.params.bucket, folders(req.params)),
    );
    api.post('/api/files/:bucket/:a/:b', uploadOperation('uploadFilesToSubfolder', 'Upload files to a sub-folder', z.object({ bucket: ZRestBucket, a: folder, b: folder })), async (req, reply) =>
      upload(req, reply, req.params.bucket, folders(req.params)),
    );
  });

  const api = typedRoutes(app);
  const listErrors = { 404: 'The order or folder does not exist or is not yours to see', 503: storageDown };
  const listed = (operationId: string, summary: string) => ({ operationId, tag: 'Files' as const, summary, description: `Every file under the folder, with signed links that expire in 5 minutes (videos: an hour). ${who}`, access: 'approved' as const, response: { 200: json('The files', ZFileList) }, errors: listErrors });

  api.get(
    '/api/files/photos',
    operation({
      operationId: 'listPhotos',
      tag: 'Files',
      summary: 'Photos with their category (first folder) and the signed links of the original and its 300, 600 and 900 px wide versions',
      description: 'Every approved account.',
      access: 'approved',
      response: { 200: json('The photos', ZPhotoList) },
      errors: { 503: storageDown },
    }),
    async (req) => files.listPhotos(callerOf(req)),
  );
  api.get('/api/files/:bucket', operation({ ...listed('listFiles', 'Files of a bucket'), params: z.object({ bucket: listBucket }) }), async (req) => files.list(callerOf(req), req.params.bucket, []));
  api.get('/api/files/:bucket/:a', operation({ ...listed('listFilesInFolder', 'Files under a folder (an order’s files: its id)'), params: z.object({ bucket: ZRestBucket, a: folder }) }), async (req) =>
    files.list(callerOf(req), req.params.bucket, folders(req.params)),
  );
  api.get('/api/files/:bucket/:a/:b', operation({ ...listed('listFilesInSubfolder', 'Files under a sub-folder'), params: z.object({ bucket: ZRestBucket, a: folder, b: folder }) }), async (req) =>
    files.list(callerOf(req), req.params.bucket, folders(req.params)),
  );

  const removed = (operationId: string, summary: string) => ({
    operationId,
    tag: 'Files' as const,
    summary,
    description: `The key as listed, its folders as path segments; an image’s generated versions go with it. ${who}`,
    access: 'approved' as const,
    response: { 200: json('Deleted', ZFileMessage) },
    errors: { 404: 'No such file, or not yours to see', 503: storageDown },
  });
  const remove = (req: FastifyRequest, bucket: z.infer<typeof ZRestBucket>, keyParts: string[]) => {
    if (keyParts.length === 0) throw new DomainError('NOT_FOUND', 'File not found');
    return files.remove(callerOf(req), bucket, keyParts);
  };
  api.delete('/api/files/:bucket/:a', operation({ ...removed('deleteFile', 'Delete a file at the top of a bucket'), params: z.object({ bucket: ZRestBucket, a: folder }) }), async (req) => remove(req, req.params.bucket, folders(req.params)));
  api.delete('/api/files/:bucket/:a/:b', operation({ ...removed('deleteFileInFolder', 'Delete a file in a folder'), params: z.object({ bucket: ZRestBucket, a: folder, b: folder }) }), async (req) =>
    remove(req, req.params.bucket, folders(req.params)),
  );
  api.delete('/api/files/:bucket/:a/:b/:c', operation({ ...removed('deleteFileInSubfolder', 'Delete a file in a sub-folder'), params: z.object({ bucket: ZRestBucket, a: folder, b: folder, c: folder }) }), async (req) =>
    remove(req, req.params.bucket, folders(req.params)),
  );

  const renamed = (operationId: string, summary: string) => ({
    operationId,
    tag: 'Files' as const,
    summary,
    description: `The path is a file's key as listed (its folders as path segments) or a folder. A file keeps its server-chosen <uuid>- prefix (new key <folders>/<uuid>-<name>); a folder's files all move to the new folder name at the same level. An image's generated versions move with it. Library buckets only (docs, photos, videos; an order's files are not renamed: delete and upload again): administrators; others 403. Not atomic: the files move one after the other.`,
    access: 'approved' as const,
    body: ZRenameBody,
    response: { 200: json('Renamed: the new key of the file, or the new path of the folder', ZRenameResult) },
    errors: {
      400: "Invalid input: a name holding '/', '\\', '..' or a control character, starting with '.', empty or longer than 200 (fieldErrors.name); a bucket other than docs, photos, videos",
      403: 'Only administrators can change the library',
      404: 'No such file or folder',
      409: `'A folder named X already exists' (or a file), or a folder of more than ${maxFilesRenamedAtOnce} files`,
      503: storageDown,
    },
  });
  const rename = (req: FastifyRequest, bucket: z.infer<typeof ZLibraryBucket>, parts: string[], name: string) => files.rename(callerOf(req), bucket, parts, name);
  api.patch('/api/files/:bucket/:a', operation({ ...renamed('renameFile', 'Rename a file or folder at the top of a library bucket'), params: z.object({ bucket: ZLibraryBucket, a: folder }) }), async (req) =>
    rename(req, req.params.bucket, folders(req.params), req.body.name),
  );
  api.patch('/api/files/:bucket/:a/:b', operation({ ...renamed('renameFileInFolder', 'Rename a file or sub-folder in a folder'), params: z.object({ bucket: ZLibraryBucket, a: folder, b: folder }) }), async (req) =>
    rename(req, req.params.bucket, folders(req.params), req.body.name),
  );
  api.patch('/api/files/:bucket/:a/:b/:c', operation({ ...renamed('renameFileInSubfolder', 'Rename a file in a sub-folder'), params: z.object({ bucket: ZLibraryBucket, a: folder, b: folder, c: folder }) }), async (req) =>
    rename(req, req.params.bucket, folders(req.params), req.body.name),
  );
}
