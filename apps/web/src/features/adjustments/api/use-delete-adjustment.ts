import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { restJson } from '../../../shared/api/rest-json';
import { useTRPC } from '../../../shared/api/trpc';
import { adjustmentKeys } from './use-adjustment';

/** DELETE /api/adjustments/{id} (the requester, while Draft or Awaiting_Requester); a refusal is a toast with the server's reason. */
export function useDeleteAdjustment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => restJson<{ message: string }>(`/api/adjustments/${encodeURIComponent(id)}`, 'DELETE'),
    onError: (error) => notifications.show({ color: 'red', title: 'Could not delete the order adjustment', message: errorMessage(error) }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }), queryClient.invalidateQueries(trpc.orders.pathFilter())]),
  });
}
