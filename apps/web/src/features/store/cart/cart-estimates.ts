import { isEstimated, orderEstimates, type TStoreLeadTimes } from '@portal/domain/lead-times/lead-times';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { useStoreLeadTimes } from '../api/use-store-lead-times';
import type { CartInfo } from './cart-types';

/** Each cart line's estimated ship date (by line id) and the order's: the days the server would answer for the same lines. */
export interface CartEstimates {
  byLine: ReadonlyMap<string, string>;
  order: string | null;
}

/** The cart's estimates as the dealer builds it (the domain's rule on the table the server keeps); null before the table is here or once approved. */
export function useCartEstimates(cart: CartInfo, status: OrderStatus, wanted = true): CartEstimates | null {
  const open = wanted && isEstimated(status);
  const leadTimes = useStoreLeadTimes(open);
  return open && leadTimes.data ? cartEstimates(cart, leadTimes.data) : null;
}

export function cartEstimates(cart: CartInfo, leadTimes: TStoreLeadTimes): CartEstimates {
  return orderEstimates(leadTimes, leadTimes.today, cart);
}
