import { useQuery } from '@tanstack/react-query';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';

/**
 * The adjustments' query keys. Every list sits under `lists`; one adjustment under `one(id)`.
 * Whatever changes an adjustment invalidates `adjustmentKeys.all` (the lists show its status and
 * counts) or at least `one(id)` and `lists`.
 */
export const adjustmentKeys = {
  all: ['adjustments'] as const,
  lists: ['adjustments', 'list'] as const,
  one: (id: string) => ['adjustments', 'one', id] as const,
};

/** GET /api/adjustments/{id}: the adjustment as the caller's role sees it. */
export function useAdjustment(id: string | null | undefined) {
  return useQuery({
    queryKey: adjustmentKeys.one(id ?? ''),
    queryFn: () => restJson<TAdjustment>(`/api/adjustments/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}
