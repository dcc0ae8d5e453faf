import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** adjustments.get: the adjustment as the caller's role sees it. */
export function useAdjustment(id: string | null | undefined) {
  const trpc = useTRPC();
  return useQuery(trpc.adjustments.get.queryOptions(id ? { id } : skipToken));
}
