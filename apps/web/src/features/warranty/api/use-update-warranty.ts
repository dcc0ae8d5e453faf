import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warrantyMessages } from '@portal/domain/warranty/warranty-rules';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** An administrator's status and message (spec §8 toasts 'Warranty updated Successfully' / 'Warranty Update Failed'). */
export function useUpdateWarranty() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.warranty.update.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: warrantyMessages.updated });
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: warrantyMessages.updateFailed, message: errorMessage(error) });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.warranty.pathFilter()),
    }),
  );
}
