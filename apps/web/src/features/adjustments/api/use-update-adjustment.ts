import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/**
 * adjustments.update: a status button ({status}, Shipped with agent and tracking) or the
 * reviewer's notes. The answer is not trusted as the final state: the adjustment is read again
 * (its issues move with a transition) and the lists, which show its status and counts.
 */
export function useUpdateAdjustment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.adjustments.update.mutationOptions({
      onSettled: (_answer, _error, { id }) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.adjustments.get.queryFilter({ id })),
          queryClient.invalidateQueries(trpc.adjustments.list.pathFilter()),
          queryClient.invalidateQueries(trpc.adjustments.adminList.pathFilter()),
        ]),
    }),
  );
}
