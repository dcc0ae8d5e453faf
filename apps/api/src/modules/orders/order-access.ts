import type { PortalUser } from '@portal/domain/accounts/user';
import { assertOrderAction, orderViewerOf, type OrderAction } from '@portal/domain/orders/order-actions';
import type { OrderStatus } from '@portal/domain/orders/order-status';

interface StoredOrder {
  status: OrderStatus;
  ownerId: string | null;
  customerId: string;
  quoteIds: readonly string[];
}

/** The domain's predicate for a stored order: 404 to whoever may not see it, 403 or 409 otherwise. */
export function assertCan(action: OrderAction, user: PortalUser, order: StoredOrder): void {
  assertOrderAction(action, orderViewerOf(user), { ...order, stored: true });
}

/** A cart being saved for the first time belongs to whoever saves it. */
export function assertCanOnNew(action: OrderAction, user: PortalUser): void {
  assertOrderAction(action, orderViewerOf(user), { status: 'IN_CART', stored: false, ownerId: user._id, customerId: user.bc_customer_id });
}
