import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDealerTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** My or my team's tickets with the counts per status. */
export function useDealerTickets(params: TDealerTicketsInput) {
  const trpc = useTRPC();
  return useQuery(trpc.tickets.dealerList.queryOptions(params, { placeholderData: keepPreviousData }));
}
