import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { signedLinksFreshness } from '../../../shared/api/rest-files';
import { useTRPC, useTRPCClient } from '../../../shared/api/trpc';

/** The files under orders/{orderId}, read while the dialog is open. */
export function useOrderFiles(orderId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.files.list.queryOptions({ bucket: 'orders', folders: [orderId] }, { select: (list) => list.items, enabled, ...signedLinksFreshness }));
}

/** Reads the order's list of files again from the server (after an upload or a delete). */
export function useReloadOrderFiles(orderId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.files.list.queryFilter({ bucket: 'orders', folders: [orderId] }));
}

/** Deletes one of the order's files, then reads the order's list again from the server. */
export function useDeleteOrderFile(orderId: string) {
  const client = useTRPCClient();
  const reload = useReloadOrderFiles(orderId);
  return useMutation({
    mutationFn: (key: string) => client.files.remove.mutate({ bucket: 'orders', path: key.split('/') }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', title: 'Not deleted', message: errorMessage(error), autoClose: 8000 }),
    onSettled: () => reload(),
  });
}
