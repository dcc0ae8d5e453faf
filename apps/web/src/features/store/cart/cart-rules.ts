import type { OrderStatus } from '@portal/domain/orders/order-status';

/** Spec §4 per-status rules of the cart and the forms; the server enforces its own. */
type Status = OrderStatus;

/** Screen rows are hidden for edit/remove when REJECTED. */
export function canEditScreenRows(status: Status): boolean {
  return status !== 'REJECTED';
}

/** Roof and part edit/remove only in SUBMITTED, IN_CART or DRAFT. */
export function canEditRoofAndPartRows(status: Status): boolean {
  return status === 'SUBMITTED' || status === 'IN_CART' || status === 'DRAFT';
}

/** Part quantity fields: disabled for admins when Shipped, for others unless IN_CART or DRAFT. */
export function partQuantityDisabled(status: Status, isAdmin: boolean): boolean {
  return isAdmin ? status === 'Shipped' : !(status === 'IN_CART' || status === 'DRAFT');
}

/** Screen form submit is disabled for an admin on REJECTED. */
export function screenSubmitDisabled(status: Status, isAdmin: boolean): boolean {
  return isAdmin && status === 'REJECTED';
}

/** Roof form submit is disabled for an admin on APPROVED or REJECTED. */
export function roofSubmitDisabled(status: Status, isAdmin: boolean): boolean {
  return isAdmin && (status === 'APPROVED' || status === 'REJECTED');
}

/** The cart button: 'Clear Cart' for a new cart (IN_CART), otherwise 'New Order'. */
export function clearButtonLabel(status: Status): 'Clear Cart' | 'New Order' {
  return status === 'IN_CART' ? 'Clear Cart' : 'New Order';
}

/** Export Cart: admins, on a stored order in SUBMITTED or APPROVED. */
export function canExport(status: Status, isAdmin: boolean, stored: boolean): boolean {
  return isAdmin && stored && (status === 'SUBMITTED' || status === 'APPROVED');
}

/** Reject Order: admins, on a stored SUBMITTED order. */
export function canReject(status: Status, isAdmin: boolean, stored: boolean): boolean {
  return isAdmin && stored && status === 'SUBMITTED';
}
