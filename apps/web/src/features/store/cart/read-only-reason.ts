import { relationTo, type OrderAction, type OrderViewer } from '@portal/domain/orders/order-actions';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import type { OrderInfo } from './cart-types';

/** Why the cart shows a stored order read-only (null when the viewer may change it). */
export function readOnlyReason(viewer: OrderViewer, order: OrderInfo, actions: ReadonlySet<OrderAction>): string | null {
  if (actions.has('edit') || order._id === null) return null;
  const relation = relationTo(viewer, { status: order.status, stored: true, ownerId: order.ownerId, customerId: order.customerId });
  if (relation === 'team') return `View only: this order belongs to ${order.ownerName ?? 'a teammate'}.`;
  if (order.status === 'SUBMITTED') return 'Submitted for review: it can no longer be changed here.';
  return `${orderStatusLabels[order.status]}: this order can no longer be changed.`;
}
