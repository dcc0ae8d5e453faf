import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** ERP customers for the per-user customer select (admins only). */
export function useCustomers() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.customers.list.queryOptions(), staleTime: 5 * 60_000 });
}
