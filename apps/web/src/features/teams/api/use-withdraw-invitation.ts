import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Withdraws an open invitation: its link stops working. A refusal (already used, expired) is said, and the list read again. */
export function useWithdrawInvitation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teams.withdrawInvitation.mutationOptions({
      onSuccess: () => notifications.show({ color: 'green', message: 'Invitation withdrawn.', autoClose: 5000 }),
      onError: (error) => notifications.show({ color: 'red', title: 'Could not withdraw the invitation.', message: errorMessage(error), autoClose: 5000 }),
      onSettled: () => queryClient.invalidateQueries(trpc.teams.get.pathFilter()),
    }),
  );
}
