import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Save, submit or approve; the order lists and this order refetch, nothing else. */
export function useSaveOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.save.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.orders.pathFilter()),
    }),
  );
}
