import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Super admins only; every tab and page reading settings.get follows at once. */
export function useUpdateSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), settings);
        notifications.show({ color: 'green', message: 'Settings saved.', autoClose: 5000 });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: 'Settings not saved.', message: errorMessage(error), autoClose: 5000 });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.settings.get.pathFilter()),
    }),
  );
}
