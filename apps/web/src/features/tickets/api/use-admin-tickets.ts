import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** Every dealer's tickets, filtered, with the counts per status. */
export function useAdminTickets(params: TAdminTicketsInput) {
  const trpc = useTRPC();
  return useQuery(trpc.tickets.adminList.queryOptions(params, { placeholderData: keepPreviousData }));
}
