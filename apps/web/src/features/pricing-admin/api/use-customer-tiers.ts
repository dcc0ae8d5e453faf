import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The tiers and the ERP customers with the tier each has. */
export function useCustomerTiers() {
  const trpc = useTRPC();
  return useQuery(trpc.pricingAdmin.tiers.queryOptions());
}
