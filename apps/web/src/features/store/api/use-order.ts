import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The stored order named by ?order={id}, to load into the cart. */
export function useOrder(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.orders.get.queryOptions({ id: id ?? '' }), enabled: id !== null, staleTime: 0 });
}
