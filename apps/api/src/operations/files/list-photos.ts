import { ZPhotoList } from '@portal/domain/files/file-schemas';
import { defineOperation } from '../operation';
import { storageDown } from './files-texts';

/** The photos with their category and the signed links of their sizes. */
export const listPhotos = defineOperation({
  summary: 'Photos with their category (first folder) and the signed links of the original and its 300, 600 and 900 px wide versions',
  description: 'Every approved account.',
  access: 'approved',
  kind: 'query',
  output: ZPhotoList,
  rest: { method: 'GET', path: '/api/files/photos', operationId: 'listPhotos', tag: 'Files', answers: 'The photos', errors: { 503: storageDown } },
  run: (services, caller) => services.files.listPhotos(caller),
});
