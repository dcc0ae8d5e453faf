import { z } from 'zod';
import { ZFileMessage, ZFileRemoveInput, ZRestBucket } from '@portal/domain/files/file-schemas';
import { defineOperation, type RestBinding } from '../operation';
import { filesWho, storageDown } from './files-texts';
import { folder, segmentsOf } from './rest-paths';

/** REST names the file by the path: its key's folders as segments, one route per depth. */
const byPath = (path: string, operationId: string, summary: string, params: z.ZodType): RestBinding<z.output<typeof ZFileRemoveInput>, unknown> => ({
  method: 'DELETE',
  path,
  operationId,
  summary,
  tag: 'Files',
  answers: 'Deleted',
  params,
  errors: { 404: 'No such file, or not yours to see', 503: storageDown },
  input: ({ params: p }) => ({ bucket: (p as { bucket: z.infer<typeof ZRestBucket> }).bucket, path: segmentsOf(p) }),
});

/** Deletes a file by its key as listed; an image's generated versions go with it. */
export const deleteFile = defineOperation({
  summary: 'Delete a file by its key as listed',
  description: `The key as listed, its folders as path segments; an image’s generated versions go with it. ${filesWho}`,
  access: 'approved',
  kind: 'mutation',
  input: ZFileRemoveInput,
  output: ZFileMessage,
  rest: [
    byPath('/api/files/:bucket/:a', 'deleteFile', 'Delete a file at the top of a bucket', z.object({ bucket: ZRestBucket, a: folder })),
    byPath('/api/files/:bucket/:a/:b', 'deleteFileInFolder', 'Delete a file in a folder', z.object({ bucket: ZRestBucket, a: folder, b: folder })),
    byPath(
      '/api/files/:bucket/:a/:b/:c',
      'deleteFileInSubfolder',
      'Delete a file in a sub-folder',
      z.object({ bucket: ZRestBucket, a: folder, b: folder, c: folder }),
    ),
  ],
  run: (services, caller, input) => services.files.remove(caller, input.bucket, input.path),
});
