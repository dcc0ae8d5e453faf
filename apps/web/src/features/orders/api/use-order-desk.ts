import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The order desk moves an approved order's promised ship date (with a reason); the lists refetch to show it. */
export function useChangePromise() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.changePromise.mutationOptions({
      onSuccess: (order) => {
        notifications.show({ color: 'green', message: `Order ${order.portalNumber}: promised ship date saved.` });
        return queryClient.invalidateQueries(trpc.orders.pathFilter());
      },
    }),
  );
}

/** The order desk moves one line through production; the lists refetch to show it. */
export function useSetLineProduction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.setLineProduction.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.orders.pathFilter()),
    }),
  );
}

/** The team's administrator approves a waiting order or sends it back (issue 32); the lists refetch to show it. */
export function useDealerApproval() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.dealerApproval.mutationOptions({
      onSuccess: (order) => {
        const what = order.status === 'SUBMITTED' ? 'approved and submitted' : 'sent back to draft';
        notifications.show({ color: 'green', message: `Order ${order.portalNumber} ${what}.` });
        return queryClient.invalidateQueries(trpc.orders.pathFilter());
      },
    }),
  );
}
