import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAdjustmentInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';
import { useTRPC } from '../../../shared/api/trpc';
import { adjustmentKeys } from './use-adjustment';

/** POST /api/orders/{id}/adjustments; the adjustment lists and the order lists (their rows list an order's adjustments) reload. */
export function useCreateAdjustment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: TCreateAdjustmentInput & { orderId: string }) => restJson<TAdjustment>(`/api/orders/${encodeURIComponent(orderId)}/adjustments`, 'POST', body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.lists }), queryClient.invalidateQueries(trpc.orders.pathFilter())]),
  });
}
