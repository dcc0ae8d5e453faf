import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';

/** Adds a tier (no _id) or renames / re-rates one. */
export function useSaveTier() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.pricingAdmin.saveTier.mutationOptions({
      onSuccess: (_tier, input) => {
        notifications.show({ color: 'green', message: `Tier ${input.customerTierName} saved.`, autoClose: 5000 });
        void queryClient.invalidateQueries(trpc.pricingAdmin.tiers.pathFilter());
        void queryClient.invalidateQueries(trpc.pricingAdmin.history.pathFilter());
        // An open store in this tab prices at the new value at once (others within a minute).
        void queryClient.invalidateQueries(trpc.catalog.snapshot.pathFilter());
        void queryClient.invalidateQueries(trpc.accounts.profile.pathFilter());
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: 'Tier not saved.', message: errorMessage(error), autoClose: 5000 });
      },
    }),
  );
}
