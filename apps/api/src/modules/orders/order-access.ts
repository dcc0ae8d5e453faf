import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { OrderRole } from '@portal/domain/orders/order-transitions';

interface OwnedOrder {
  ownerId: string | null;
  customerId: string;
}

export const orderNotFound = () => new DomainError('NOT_FOUND', 'Order not found');

export function roleOf(user: PortalUser): OrderRole {
  return user.isAdmin ? 'admin' : 'dealer';
}

/** Team = users of the same ERP customer (the customer frozen on the order when it was created). */
function isTeamOrder(user: PortalUser, order: OwnedOrder): boolean {
  return user.bc_customer_id !== null && user.bc_customer_id === order.customerId;
}

/** Owner, team member or administrator; anyone else is told the order does not exist. */
export function assertCanView(user: PortalUser, order: OwnedOrder): void {
  if (user.isAdmin || order.ownerId === user._id || isTeamOrder(user, order)) return;
  throw orderNotFound();
}

/** Team members view a team order; only its owner or an administrator changes or deletes it. */
export function assertCanChange(user: PortalUser, order: OwnedOrder): void {
  assertCanView(user, order);
  if (!user.isAdmin && order.ownerId !== user._id) throw new DomainError('FORBIDDEN', 'Only the owner of the order or an administrator can change it');
}
