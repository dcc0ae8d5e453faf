import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDealerOrdersInput } from '@portal/domain/orders/order-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** My or my team's orders (spec §2 Dealer order list). */
export function useDealerOrders(params: TDealerOrdersInput) {
  const trpc = useTRPC();
  // Keep the current page on screen while the next scope / sort / page loads.
  return useQuery(trpc.orders.dealerList.queryOptions(params, { placeholderData: keepPreviousData }));
}
