import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Adds a reply; the answer is the whole conversation, so the open dialog shows it at once. */
export function useReplyToTicket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.tickets.reply.mutationOptions({
      onSuccess: (ticket) => queryClient.setQueryData(trpc.tickets.get.queryKey({ id: ticket._id }), ticket),
      onSettled: () =>
        queryClient.invalidateQueries(trpc.tickets.dealerList.pathFilter()).then(() => queryClient.invalidateQueries(trpc.tickets.adminList.pathFilter())),
    }),
  );
}
