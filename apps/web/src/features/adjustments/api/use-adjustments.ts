import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdjustmentsQueryInput } from '@portal/domain/adjustments/adjustment-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** adjustments.list: the requester's own adjustments or their team's, sorted and paged. */
export function useAdjustments(params: TAdjustmentsQueryInput) {
  const trpc = useTRPC();
  return useQuery(trpc.adjustments.list.queryOptions(params, { placeholderData: keepPreviousData }));
}
