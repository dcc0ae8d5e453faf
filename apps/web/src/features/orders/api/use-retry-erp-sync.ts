import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** An administrator's Retry of a failed sales order: queued again at once (the job sends it); the order lists refetch to show it. */
export function useRetryErpSync() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.erpSync.retry.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        return queryClient.invalidateQueries(trpc.orders.pathFilter());
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    }),
  );
}
