import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The chosen order as the server holds it now: its screens and roofs are what a request names. */
export function useWarrantyOrderLines(orderId: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.orders.get.queryOptions(orderId ? { id: orderId } : skipToken), staleTime: 0 });
}
