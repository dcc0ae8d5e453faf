import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';
import { forgetStoredOrder } from '../../../shared/session/stored-cart';

/**
 * Spec §4: shipping sets Shipped with agent and tracking number, "then the page reloads";
 * refetching the orders queries shows the same result without a reload. The dialog shows a
 * failure itself, so the admin can correct the number and retry.
 */
export function useShipOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.ship.mutationOptions({
      onSuccess: (order) => {
        // Spec §4: the cart clears after processing; a copy of this order in the cart is now out of date.
        forgetStoredOrder(order._id);
        notifications.show({ color: 'green', message: `Order ${order.orderName} shipped.` });
        return queryClient.invalidateQueries(trpc.orders.pathFilter());
      },
    }),
  );
}
