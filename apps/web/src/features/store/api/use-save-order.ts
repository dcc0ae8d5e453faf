import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useTRPC } from '../../../shared/api/trpc';

/**
 * No answer from the API (the connection dropped, a proxy's error page): the save may have
 * committed. Retried with the same input, so the same Idempotency-Key answers that order.
 */
const answerLost = (failures: number, error: unknown) => failures < 2 && error instanceof TRPCClientError && error.data == null;

/** Save, submit or approve; the order lists and this order refetch, nothing else. */
export function useSaveOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.save.mutationOptions({
      retry: answerLost,
      onSuccess: () => queryClient.invalidateQueries(trpc.orders.pathFilter()),
    }),
  );
}
