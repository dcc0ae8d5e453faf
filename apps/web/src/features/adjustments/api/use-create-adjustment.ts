import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAdjustmentInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';
import { useTRPC } from '../../../shared/api/trpc';
import { useSaveAttemptKey } from '../../../shared/api/use-save-attempt-key';
import { adjustmentKeys } from './use-adjustment';

/**
 * POST /api/orders/{id}/adjustments with an Idempotency-Key per creation (issue 26): Create clicked
 * again with the same name after an error or a lost answer sends the same key, so a creation the
 * server committed answers that adjustment instead of making a second. The adjustment lists and
 * the order lists (their rows list an order's adjustments) reload.
 */
export function useCreateAdjustment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const attempt = useSaveAttemptKey();
  return useMutation({
    mutationFn: ({ orderId, ...body }: TCreateAdjustmentInput & { orderId: string }) =>
      restJson<TAdjustment>(`/api/orders/${encodeURIComponent(orderId)}/adjustments`, 'POST', body, { 'Idempotency-Key': attempt.keyFor({ orderId, ...body }) }),
    onSuccess: () => attempt.answered(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.lists }), queryClient.invalidateQueries(trpc.orders.pathFilter())]),
  });
}
