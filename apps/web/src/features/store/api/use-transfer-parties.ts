import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Senders and receivers of a material transfer (admins and corporation users only). */
export function useTransferParties(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.customers.transferParties.queryOptions(), enabled, staleTime: 5 * 60_000 });
}
