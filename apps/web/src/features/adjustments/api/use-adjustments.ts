import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdjustmentsQuery } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { queryString, restJson } from '../../../shared/api/rest-json';
import { adjustmentKeys } from './use-adjustment';

/** A page of a list (ZAdjustmentList). */
export interface TAdjustmentList {
  items: TAdjustmentListItem[];
  total: number;
  offset: number;
  limit: number;
}

/** GET /api/adjustments: the requester's own adjustments or their team's, sorted and paged. */
export function useAdjustments(params: Partial<TAdjustmentsQuery>) {
  return useQuery({
    queryKey: [...adjustmentKeys.lists, 'requester', params],
    queryFn: () => restJson<TAdjustmentList>(`/api/adjustments${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}
