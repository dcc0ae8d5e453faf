import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

const toastId = 'save-bc-customers';

/** Spec §8 toasts: 'BC Customers saving...', 'BC Customers saved.', 'BC Customers not saved.'. */
export function useSaveCustomerTiers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.pricingAdmin.saveCustomerTiers.mutationOptions({
      onMutate: () => {
        notifications.show({ id: toastId, loading: true, message: 'BC Customers saving...', autoClose: false, withCloseButton: false });
      },
      onSuccess: () => {
        notifications.update({ id: toastId, loading: false, color: 'green', message: 'BC Customers saved.', autoClose: 5000, withCloseButton: true });
      },
      onError: (error) => {
        notifications.update({
          id: toastId,
          loading: false,
          color: 'red',
          title: 'BC Customers not saved.',
          message: errorMessage(error),
          autoClose: 5000,
          withCloseButton: true,
        });
      },
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.pricingAdmin.tiers.pathFilter());
        void queryClient.invalidateQueries(trpc.pricingAdmin.history.pathFilter());
      },
    }),
  );
}
