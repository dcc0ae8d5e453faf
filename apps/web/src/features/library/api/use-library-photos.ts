import { useQuery } from '@tanstack/react-query';
import { listPhotos, signedLinksFreshness } from '../../../shared/api/rest-files';
import { libraryFilesKey } from './use-library-files';

/** The photos with their category and the signed links of their sizes. */
export function useLibraryPhotos() {
  return useQuery({ queryKey: libraryFilesKey('photos'), queryFn: async () => (await listPhotos()).items, ...signedLinksFreshness });
}
