import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warrantyMessages } from '@portal/domain/warranty/warranty-rules';
import { useTRPC } from '../../../shared/api/trpc';

/** Files a request (spec §8 toast 'Warranty Request submitted'); the warranty lists and order rows reload. */
export function useCreateWarranty() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.warranty.create.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: warrantyMessages.submitted });
      },
      onSettled: () => queryClient.invalidateQueries(trpc.warranty.pathFilter()),
    }),
  );
}
