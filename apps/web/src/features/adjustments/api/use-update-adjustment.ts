import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdjustmentPatchInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';
import { adjustmentKeys } from './use-adjustment';

/**
 * PATCH /api/adjustments/{id}: a status button ({status}, Shipped with agent and tracking) or the
 * reviewer's notes. The answer is not trusted as the final state: the adjustment is read again
 * (its issues move with a transition) and the lists, which show its status and counts.
 */
export function useUpdateAdjustment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TAdjustmentPatchInput) => restJson<TAdjustment>(`/api/adjustments/${encodeURIComponent(id)}`, 'PATCH', patch),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.one(id) }), queryClient.invalidateQueries({ queryKey: adjustmentKeys.lists })]),
  });
}
