import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The team's markups and company block: the settings section edits them, a new quote starts from them. */
export function useQuoteSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.quotes.settings.queryOptions());
}
