import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signedLinksFreshness } from '../../../shared/api/rest-files';
import { useTRPC } from '../../../shared/api/trpc';

export type ListedBucket = 'docs' | 'videos';

/** Every file of a library bucket (the server hides what the viewer may not see: Sales videos). */
export function useLibraryFiles(bucket: ListedBucket) {
  const trpc = useTRPC();
  return useQuery(trpc.files.list.queryOptions({ bucket }, { select: (list) => list.items, ...signedLinksFreshness }));
}

/** Reads one library bucket's list again (and only that one): after an upload, a rename or a delete. */
export function useReloadLibraryFiles(bucket: ListedBucket | 'photos') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    bucket === 'photos'
      ? queryClient.invalidateQueries(trpc.files.photos.queryFilter())
      : queryClient.invalidateQueries(trpc.files.list.queryFilter({ bucket }));
}
