import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Files a ticket; the lists and their counts reload. */
export function useCreateTicket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tickets.create.mutationOptions({
      onSuccess: (ticket) => {
        notifications.show({ color: 'green', message: `Ticket #${ticket.ticketId} submitted` });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.tickets.pathFilter()),
    }),
  );
}
