import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The customer said yes: a new draft from the quote's lines at today's prices; the dealer's order list refetches. */
export function useOrderFromQuote() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.quotes.order.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.orders.dealerList.pathFilter()) }));
}
