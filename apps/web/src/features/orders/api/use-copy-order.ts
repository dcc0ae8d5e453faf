import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Copy an order into a new draft at today's prices (issue 29); the order lists refetch, nothing else. */
export function useCopyOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.copy.mutationOptions({
      // The lists only: all of orders.* would refetch the copy's own preview, pricing the order again for nothing.
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.orders.dealerList.pathFilter()), queryClient.invalidateQueries(trpc.orders.adminList.pathFilter())]),
    }),
  );
}
