import { z } from 'zod';
import { maxFilesRenamedAtOnce } from '@portal/domain/files/upload-rules';
import { ZLibraryBucket, ZRenameBody, ZRenameResult, ZFileRenameInput } from '@portal/domain/files/file-schemas';
import { defineOperation, type RestBinding } from '../operation';
import { storageDown } from './files-texts';
import { folder, segmentsOf } from './rest-paths';

/** REST names the file or folder by the path (a file's key's folders as segments), one route per depth; the body holds the new name. */
const byPath = (path: string, operationId: string, summary: string, params: z.ZodType): RestBinding<z.output<typeof ZFileRenameInput>, unknown> => ({
  method: 'PATCH',
  path,
  operationId,
  summary,
  tag: 'Files',
  answers: 'Renamed: the new key of the file, or the new path of the folder',
  params,
  body: ZRenameBody,
  errors: {
    400:
      "Invalid input: a name holding '/', '\\', '..' or a control character, starting with '.', " +
      'empty or longer than 200 (fieldErrors.name); a bucket other than docs, photos, videos',
    403: 'Only administrators can change the library',
    404: 'No such file or folder',
    409: `'A folder named X already exists' (or a file), or a folder of more than ${maxFilesRenamedAtOnce} files`,
    503: storageDown,
  },
  input: ({ params: p, body }) => ({
    bucket: (p as { bucket: z.infer<typeof ZLibraryBucket> }).bucket,
    path: segmentsOf(p),
    name: (body as z.infer<typeof ZRenameBody>).name,
  }),
});

/** Renames a library file (it keeps its server-chosen prefix) or folder (its files all move); answers the new key or path. */
export const renameFile = defineOperation({
  summary: 'Rename a library file or folder; answers the new key of the file or the new path of the folder',
  description:
    "The path is a file's key as listed (its folders as path segments) or a folder. " +
    "A file keeps its server-chosen <uuid>- prefix (new key <folders>/<uuid>-<name>); a folder's files all move to the new folder name at the same level. " +
    "An image's generated versions move with it. " +
    "Library buckets only (docs, photos, videos; an order's files are not renamed: delete and upload again): administrators; others 403. " +
    'Not atomic: the files move one after the other.',
  access: 'approved',
  kind: 'mutation',
  input: ZFileRenameInput,
  output: ZRenameResult,
  rest: [
    byPath('/api/files/:bucket/:a', 'renameFile', 'Rename a file or folder at the top of a library bucket', z.object({ bucket: ZLibraryBucket, a: folder })),
    byPath(
      '/api/files/:bucket/:a/:b',
      'renameFileInFolder',
      'Rename a file or sub-folder in a folder',
      z.object({ bucket: ZLibraryBucket, a: folder, b: folder }),
    ),
    byPath(
      '/api/files/:bucket/:a/:b/:c',
      'renameFileInSubfolder',
      'Rename a file in a sub-folder',
      z.object({ bucket: ZLibraryBucket, a: folder, b: folder, c: folder }),
    ),
  ],
  run: (services, caller, input) => services.files.rename(caller, input.bucket, input.path, input.name),
});
