import { useQuery } from '@tanstack/react-query';
import { listFiles, signedLinksFreshness } from '../../../shared/api/rest-files';

export type ListedBucket = 'docs' | 'videos';

export const libraryFilesKey = (bucket: ListedBucket | 'photos') => ['files', bucket] as const;

/** Every file of a library bucket (the server hides what the viewer may not see: Sales videos). */
export function useLibraryFiles(bucket: ListedBucket) {
  return useQuery({ queryKey: libraryFilesKey(bucket), queryFn: async () => (await listFiles(bucket)).items, ...signedLinksFreshness });
}
