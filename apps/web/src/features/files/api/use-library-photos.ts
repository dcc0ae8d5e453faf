import { useQuery } from '@tanstack/react-query';
import { signedLinksFreshness } from '../../../shared/api/rest-files';
import { useTRPC } from '../../../shared/api/trpc';

/** The photos with their category and the signed links of their sizes. */
export function useLibraryPhotos() {
  const trpc = useTRPC();
  return useQuery(trpc.files.photos.queryOptions(undefined, { select: (list) => list.items, ...signedLinksFreshness }));
}
