import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeam, TTeamMember } from '@portal/domain/teams/team-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { readSession, updateSessionUser } from '../../../shared/session/session-store';

const withMember = (team: TTeam | undefined, member: TTeamMember): TTeam | undefined =>
  team && { ...team, members: team.members.map((m) => (m._id === member._id ? member : m)) };

/**
 * A change to a colleague (role, active, team admin). The member's row takes the saved answer;
 * a refusal (the last team administrator, oneself) is said in a toast and the row stays as it was.
 */
export function useUpdateMember() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teams.updateMember.mutationOptions({
      onSuccess: (member) => {
        queryClient.setQueryData(trpc.teams.get.queryKey(), (team) => withMember(team, member));
        notifications.show({ color: 'green', message: `${member.fname} ${member.lname}: saved.`, autoClose: 3000 });
        // Stepping down as team administrator changes what this very page offers.
        const me = readSession();
        if (me?._id === member._id) updateSessionUser({ ...me, teamRole: member.role, isTeamAdmin: member.isTeamAdmin });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Could not change the member.', message: errorMessage(error), autoClose: 5000 }),
    }),
  );
}
