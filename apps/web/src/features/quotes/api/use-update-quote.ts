import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** A quote's outcome (won, lost, open again) or notes: the open quote takes the answer, the list refetches. */
export function useUpdateQuote() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.quotes.update.mutationOptions({
      onSuccess: (quote) => {
        queryClient.setQueryData(trpc.quotes.get.queryKey({ id: quote._id }), quote);
        notifications.show({ color: 'green', message: `Quote ${quote.number} saved` });
        return queryClient.invalidateQueries(trpc.quotes.list.pathFilter());
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Could not save the quote.', message: errorMessage(error) }),
    }),
  );
}
