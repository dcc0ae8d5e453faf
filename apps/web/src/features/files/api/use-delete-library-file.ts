import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPCClient } from '../../../shared/api/trpc';
import { useReloadLibraryFiles, type ListedBucket } from './use-library-files';

/** Deletes one file by its key, then reads that bucket's list again (and only that one). */
export function useDeleteLibraryFile(bucket: ListedBucket | 'photos') {
  const client = useTRPCClient();
  const reload = useReloadLibraryFiles(bucket);
  return useMutation({
    mutationFn: (key: string) => client.files.remove.mutate({ bucket, path: key.split('/') }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', title: 'Not deleted', message: errorMessage(error), autoClose: 8000 }),
    onSettled: () => reload(),
  });
}
