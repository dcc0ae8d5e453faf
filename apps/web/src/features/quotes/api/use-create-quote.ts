import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** A quote from an order of the team; the quote list refetches, nothing else. */
export function useCreateQuote() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.quotes.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.quotes.list.pathFilter()) }));
}
