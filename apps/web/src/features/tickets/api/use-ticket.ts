import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** One ticket with its conversation, read from the server each time a dialog opens (never acted on from a stale list row). */
export function useTicket(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.tickets.get.queryOptions(id ? { id } : skipToken), staleTime: 0, refetchOnMount: 'always' });
}
