import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminAdjustmentsQueryInput } from '@portal/domain/adjustments/adjustment-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** adjustments.adminList: every adjustment (administrators), by status and name or dealer. */
export function useAdminAdjustments(params: TAdminAdjustmentsQueryInput) {
  const trpc = useTRPC();
  return useQuery(trpc.adjustments.adminList.queryOptions(params, { placeholderData: keepPreviousData }));
}
