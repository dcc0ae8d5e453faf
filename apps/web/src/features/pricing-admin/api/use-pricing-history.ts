import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function usePricingHistory(limit = 20) {
  const trpc = useTRPC();
  return useQuery(trpc.pricingAdmin.history.queryOptions({ limit }));
}
