import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserPage, TUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { readSession, updateSessionUser } from '../../../shared/session/session-store';

function patchRow(page: TUserPage | undefined, id: string, patch: TUserPatch): TUserPage | undefined {
  if (!page) return page;
  return { ...page, items: page.items.map((user) => (user._id === id ? { ...user, ...patch } : user)) };
}

/**
 * Spec §8 toasts: 'Updating user...', then 'Could not update user.' with the reason on failure.
 * The switch moves at once (optimistic); the list is refetched either way, so a refused
 * change springs back and a server-side consequence (admin carries store access) shows.
 */
export function useUpdateUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = trpc.adminUsers.list.pathFilter();
  return useMutation(
    trpc.adminUsers.update.mutationOptions({
      onMutate: async ({ id, patch }) => {
        notifications.show({ id: `update-user-${id}`, loading: true, message: 'Updating user...', autoClose: false, withCloseButton: false });
        await queryClient.cancelQueries(lists);
        queryClient.setQueriesData<TUserPage>(lists, (page) => patchRow(page, id, patch));
      },
      onSuccess: (user) => {
        notifications.hide(`update-user-${user._id}`);
        // An admin editing their own row (e.g. the customer) sees the change in the header.
        if (readSession()?._id === user._id) updateSessionUser(user);
      },
      onError: (error, { id }) => {
        notifications.update({
          id: `update-user-${id}`,
          loading: false,
          color: 'red',
          title: 'Could not update user.',
          message: errorMessage(error),
          autoClose: 5000,
          withCloseButton: true,
        });
      },
      onSettled: () => queryClient.invalidateQueries(lists),
    }),
  );
}
