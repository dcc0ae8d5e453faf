import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** My or my team's warranty requests (spec §2 Warranty lists), 20 a page, by part of their number, order name or message. */
export function useDealerWarranties(params: { scope: 'mine' | 'team'; offset: number; search?: string }) {
  const trpc = useTRPC();
  return useQuery(trpc.warranty.dealerList.queryOptions(params, { placeholderData: keepPreviousData }));
}
