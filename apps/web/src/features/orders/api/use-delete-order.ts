import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Spec §4: only Draft or Rejected orders can be deleted; §8: a failed delete shows as a toast. */
export function useDeleteOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.remove.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Order deleted.' });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: 'Could not delete order.', message: errorMessage(error) });
      },
      // Only the orders area: the deleted order leaves the lists and its own cache entry.
      onSettled: () => queryClient.invalidateQueries(trpc.orders.pathFilter()),
    }),
  );
}
