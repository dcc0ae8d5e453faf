import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The warranty requests of an expanded order (read when the row opens). */
export function useOrderWarranties(orderId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.warranty.forOrder.queryOptions({ orderId }), staleTime: 0 });
}
