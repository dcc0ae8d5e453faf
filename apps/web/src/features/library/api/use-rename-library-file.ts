import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameFile } from '../../../shared/api/rest-files';
import { libraryFilesKey, type ListedBucket } from './use-library-files';

/**
 * Renames a file (by its key) or a folder (by its path), then reads that bucket's list again.
 * A refusal is the caller's to show (in the rename dialog).
 */
export function useRenameLibraryFile(bucket: ListedBucket | 'photos') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, name }: { path: string; name: string }) => renameFile(bucket, path, name),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message, autoClose: 4000 });
      await queryClient.invalidateQueries({ queryKey: libraryFilesKey(bucket) });
    },
  });
}
