import { relationTo, type OrderAction, type OrderSubject, type OrderViewer } from '@portal/domain/orders/order-actions';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import type { OrderInfo } from './cart-types';

/** The order the cart holds, as the domain's action predicates read it (a cart never saved belongs to its viewer). */
export function cartSubject(order: OrderInfo): OrderSubject {
  return { status: order.status, stored: order._id !== null, ownerId: order.ownerId, customerId: order.customerId, quoteIds: order.quoteIds };
}

/** Why the cart shows a stored order read-only (null when the viewer may change it). */
export function readOnlyReason(viewer: OrderViewer, order: OrderInfo, actions: ReadonlySet<OrderAction>): string | null {
  if (actions.has('edit') || order._id === null) return null;
  const relation = relationTo(viewer, cartSubject(order));
  if (relation === 'team') return `View only: this order belongs to ${order.ownerName ?? 'a teammate'}.`;
  if (order.status === 'SUBMITTED') return 'Submitted for review: it can no longer be changed here.';
  return `${orderStatusLabels[order.status]}: this order can no longer be changed.`;
}
