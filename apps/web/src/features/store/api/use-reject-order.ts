import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Spec §8 toasts: 'Order rejected' / 'Could not reject order'. */
export function useRejectOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.reject.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Order rejected' });
        return queryClient.invalidateQueries(trpc.orders.pathFilter());
      },
      onError: () => notifications.show({ color: 'red', message: 'Could not reject order' }),
    }),
  );
}
