import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Deletes a quote of the team; the list refetches. */
export function useDeleteQuote() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.quotes.remove.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Quote deleted' });
        return queryClient.invalidateQueries(trpc.quotes.list.pathFilter());
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Could not delete the quote.', message: errorMessage(error) }),
    }),
  );
}
