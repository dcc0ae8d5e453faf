import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAdjustmentCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { useTRPC, useTRPCClient } from '../../../shared/api/trpc';
import { useSaveAttemptKey } from '../../../shared/api/use-save-attempt-key';

/**
 * adjustments.create with an idempotency key per creation (issue 26): Create clicked again with
 * the same name after an error or a lost answer sends the same key, so a creation the server
 * committed answers that adjustment instead of making a second. The adjustment lists and the
 * order lists (their rows list an order's adjustments) reload.
 */
export function useCreateAdjustment() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const attempt = useSaveAttemptKey();
  return useMutation({
    mutationKey: trpc.adjustments.create.mutationKey(),
    mutationFn: (input: Omit<TCreateAdjustmentCall, 'idempotencyKey'>) => client.adjustments.create.mutate({ ...input, idempotencyKey: attempt.keyFor(input) }),
    onSuccess: () => attempt.answered(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.adjustments.list.pathFilter()),
        queryClient.invalidateQueries(trpc.adjustments.adminList.pathFilter()),
        queryClient.invalidateQueries(trpc.orders.pathFilter()),
      ]),
  });
}
