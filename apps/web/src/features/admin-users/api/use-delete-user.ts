import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Spec §8 toasts: 'Deleting user...', 'User deleted.', 'Could not delete user.'. */
export function useDeleteUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.adminUsers.remove.mutationOptions({
      onMutate: ({ id }) => {
        notifications.show({ id: `delete-user-${id}`, loading: true, message: 'Deleting user...', autoClose: false, withCloseButton: false });
      },
      onSuccess: (_result, { id }) => {
        notifications.update({ id: `delete-user-${id}`, loading: false, color: 'green', message: 'User deleted.', autoClose: 5000, withCloseButton: true });
      },
      onError: (error, { id }) => {
        notifications.update({
          id: `delete-user-${id}`,
          loading: false,
          color: 'red',
          title: 'Could not delete user.',
          message: errorMessage(error),
          autoClose: 5000,
          withCloseButton: true,
        });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.adminUsers.list.pathFilter()),
    }),
  );
}
