import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** One request, read from the server whenever a dialog opens it (the lists are a cache). */
export function useWarranty(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.warranty.get.queryOptions(id ? { id } : skipToken), staleTime: 0, refetchOnMount: 'always' });
}
