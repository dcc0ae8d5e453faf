import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** adjustments.remove (the requester, while Draft or Awaiting_Requester); a refusal is a toast with the server's reason. */
export function useDeleteAdjustment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.adjustments.remove.mutationOptions({
      onError: (error) => notifications.show({ color: 'red', title: 'Could not delete the order adjustment', message: errorMessage(error) }),
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.adjustments.pathFilter()), queryClient.invalidateQueries(trpc.orders.pathFilter())]),
    }),
  );
}
