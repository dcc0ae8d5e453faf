import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The orders a request may be filed on (approved or shipped, mine or my team's), by part of the name or number. */
export function useWarrantyOrders(search: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.warranty.orders.queryOptions(search ? { search } : {}, { placeholderData: keepPreviousData }), enabled });
}
