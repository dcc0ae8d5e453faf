import { formatMoney, type Cents } from '@portal/domain/money/money';
import type { OrderView } from '@portal/domain/orders/order-view';

/** Money of an order, in the price group frozen on the order when it was created. */
export function orderMoney(order: Pick<OrderView, 'userDetails'>, cents: Cents): string {
  return formatMoney(cents, order.userDetails.bc_customer_priceGroup);
}

/** Spec §5: order names are displayed truncated to 50 characters. */
export function displayOrderName(name: string): string {
  return name.length > 50 ? `${name.slice(0, 49)}…` : name;
}
