import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { deleteFile } from '../../../shared/api/rest-files';
import { libraryFilesKey, type ListedBucket } from './use-library-files';

/** Deletes one file by its key, then reads that bucket's list again (and only that one). */
export function useDeleteLibraryFile(bucket: ListedBucket | 'photos') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteFile(bucket, key),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', title: 'Not deleted', message: errorMessage(error), autoClose: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryFilesKey(bucket) }),
  });
}
