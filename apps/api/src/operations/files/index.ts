import { deleteFile } from './delete-file';
import { listFiles } from './list-files';
import { listPhotos } from './list-photos';
import { renameFile } from './rename-file';

/** The library and order files (issue 18): list, list the photos, rename, delete. Uploads and downloads are byte streams (transport/streams/files.ts). */
export const filesOperations = { list: listFiles, photos: listPhotos, rename: renameFile, remove: deleteFile };
