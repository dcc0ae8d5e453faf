import type { OrderStatus } from '@portal/domain/orders/order-status';

/**
 * The cart button (spec §2): 'Clear Cart' for a new cart (IN_CART), otherwise 'New Order'. What
 * else the cart offers is the domain's action predicates (order-actions.ts).
 */
export function clearButtonLabel(status: OrderStatus): 'Clear Cart' | 'New Order' {
  return status === 'IN_CART' ? 'Clear Cart' : 'New Order';
}
