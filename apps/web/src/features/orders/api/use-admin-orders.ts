import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** Every dealer's orders (spec §2 Admin order list); admins only, enforced by the server. */
export function useAdminOrders(params: TAdminOrdersInput) {
  const trpc = useTRPC();
  return useQuery(trpc.orders.adminList.queryOptions(params, { placeholderData: keepPreviousData }));
}
