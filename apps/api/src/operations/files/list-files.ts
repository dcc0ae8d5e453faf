import { z } from 'zod';
import { ZFileList, ZFileListInput, ZRestBucket } from '@portal/domain/files/file-schemas';
import { defineOperation, type RestBinding } from '../operation';
import { filesWho, storageDown } from './files-texts';
import { folder, segmentsOf } from './rest-paths';

/** REST names the folder by the path, one route per depth. */
const byPath = (path: string, operationId: string, summary: string, params: z.ZodType): RestBinding<z.output<typeof ZFileListInput>, unknown> => ({
  method: 'GET',
  path,
  operationId,
  summary,
  tag: 'Files',
  answers: 'The files',
  params,
  errors: { 404: 'The order or folder does not exist or is not yours to see', 503: storageDown },
  input: ({ params: p }) => ({ bucket: (p as { bucket: z.infer<typeof ZRestBucket> }).bucket, folders: segmentsOf(p) }),
});

/** The files under a folder of a bucket (an order's files: orders/{orderId}), with signed links. */
export const listFiles = defineOperation({
  summary: 'Files under a folder of a bucket, with signed links that expire',
  description: `Every file under the folder, with signed links that expire in 5 minutes (videos: an hour). ${filesWho}`,
  access: 'approved',
  kind: 'query',
  input: ZFileListInput,
  output: ZFileList,
  rest: [
    byPath('/api/files/:bucket', 'listFiles', 'Files of a bucket', z.object({ bucket: ZRestBucket.exclude(['photos']) })),
    byPath('/api/files/:bucket/:a', 'listFilesInFolder', 'Files under a folder (an order’s files: its id)', z.object({ bucket: ZRestBucket, a: folder })),
    byPath('/api/files/:bucket/:a/:b', 'listFilesInSubfolder', 'Files under a sub-folder', z.object({ bucket: ZRestBucket, a: folder, b: folder })),
  ],
  run: (services, caller, input) => services.files.list(caller, input.bucket, input.folders),
});
