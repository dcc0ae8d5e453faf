import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** The dealer's name and message, or an administrator's status; the tickets area reloads either way. */
export function useUpdateTicket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tickets.update.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Ticket updated' });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: 'Could not update ticket.', message: errorMessage(error) });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.tickets.pathFilter()),
    }),
  );
}
