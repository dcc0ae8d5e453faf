import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteLimits } from '@portal/domain/quotes/quote-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** The team's quotes, newest first, 20 a page, by part of their number, customer or order name (issue 31). */
export function useQuotes(params: { q?: string; offset: number }) {
  const trpc = useTRPC();
  return useQuery(trpc.quotes.list.queryOptions({ ...params, limit: quoteLimits.pageSize }, { placeholderData: keepPreviousData }));
}
