import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminAdjustmentsQuery } from '@portal/domain/adjustments/adjustment-schemas';
import { queryString, restJson } from '../../../shared/api/rest-json';
import { adjustmentKeys } from './use-adjustment';
import type { TAdjustmentList } from './use-adjustments';

/** GET /api/admin/adjustments: every adjustment (administrators), by status and name or dealer. */
export function useAdminAdjustments(params: Partial<TAdminAdjustmentsQuery>) {
  return useQuery({
    queryKey: [...adjustmentKeys.lists, 'admin', params],
    queryFn: () => restJson<TAdjustmentList>(`/api/admin/adjustments${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}
