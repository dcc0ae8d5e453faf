import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Saves one pricing card; toasts the outcome with the server's reason on failure. */
export function useSaveRule() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.pricingAdmin.saveRule.mutationOptions({
      onSuccess: (rule) => {
        notifications.show({ color: 'green', message: `${rule.portalPricingName} saved.`, autoClose: 5000 });
        void queryClient.invalidateQueries(trpc.pricingAdmin.rules.pathFilter());
        void queryClient.invalidateQueries(trpc.pricingAdmin.history.pathFilter());
        // An open store in this tab prices at the new value at once (others within a minute).
        void queryClient.invalidateQueries(trpc.catalog.snapshot.pathFilter());
        void queryClient.invalidateQueries(trpc.accounts.profile.pathFilter());
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: 'Pricing not saved.', message: errorMessage(error), autoClose: 5000 });
      },
    }),
  );
}
