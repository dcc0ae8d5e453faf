import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { deleteFile, listFiles, signedLinksFreshness } from '../../../shared/api/rest-files';

export const orderFilesKey = (orderId: string) => ['files', 'orders', orderId] as const;

/** The files under orders/{orderId}, read while the dialog is open. */
export function useOrderFiles(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: orderFilesKey(orderId), queryFn: async () => (await listFiles('orders', [orderId])).items, enabled, ...signedLinksFreshness });
}

/** Deletes one of the order's files, then reads the order's list again from the server. */
export function useDeleteOrderFile(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteFile('orders', key),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', title: 'Not deleted', message: errorMessage(error), autoClose: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderFilesKey(orderId) }),
  });
}
