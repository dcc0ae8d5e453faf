import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The lead-time table (leadTimes.get): the defaults until an administrator saves one. */
export function useLeadTimes() {
  const trpc = useTRPC();
  return useQuery(trpc.leadTimes.get.queryOptions());
}
