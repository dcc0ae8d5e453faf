import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Invites a colleague; the team is read again (a replaced invitation leaves the list). The form shows a refusal under its field. */
export function useInviteColleague() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teams.invite.mutationOptions({
      onSuccess: (invitation) => {
        notifications.show({ color: 'green', message: `Invitation sent to ${invitation.email}.`, autoClose: 5000 });
        return queryClient.invalidateQueries(trpc.teams.get.pathFilter());
      },
    }),
  );
}
