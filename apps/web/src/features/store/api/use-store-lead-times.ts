import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The lead-time table and today in the portal's time zone: the store's estimates are counted from them as the dealer builds. */
export function useStoreLeadTimes(enabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.leadTimes.forStore.queryOptions(undefined, { enabled, staleTime: 10 * 60_000 }));
}
