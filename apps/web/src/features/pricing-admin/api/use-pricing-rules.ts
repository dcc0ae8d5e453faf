import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function usePricingRules() {
  const trpc = useTRPC();
  return useQuery(trpc.pricingAdmin.rules.queryOptions());
}
