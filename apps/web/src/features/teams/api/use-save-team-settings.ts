import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Saves the spending approval; the team read afterwards carries the saved limits. */
export function useSaveTeamSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teams.saveSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.teams.get.queryKey(), (team) => team && { ...team, approvalLimits: saved.approvalLimits });
        notifications.show({ color: 'green', message: 'Spending approval saved.', autoClose: 5000 });
      },
    }),
  );
}
