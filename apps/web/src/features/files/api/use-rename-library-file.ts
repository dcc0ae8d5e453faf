import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../../shared/api/trpc';
import { useReloadLibraryFiles, type ListedBucket } from './use-library-files';

/**
 * Renames a file (by its key) or a folder (by its path), then reads that bucket's list again.
 * A refusal is the caller's to show (in the rename dialog).
 */
export function useRenameLibraryFile(bucket: ListedBucket | 'photos') {
  const client = useTRPCClient();
  const reload = useReloadLibraryFiles(bucket);
  return useMutation({
    mutationFn: ({ path, name }: { path: string; name: string }) => client.files.rename.mutate({ bucket, path: path.split('/'), name }),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message, autoClose: 4000 });
      await reload();
    },
  });
}
