import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** One quote, read from the server whenever its dialog opens (the list is a cache). */
export function useQuote(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.quotes.get.queryOptions(id ? { id } : skipToken), staleTime: 0, refetchOnMount: 'always' });
}
