import { DomainError } from '../errors/domain-error';
import type { OrderStatus } from '../orders/order-status';
import { warrantyMessages } from './warranty-rules';

/**
 * Who may do what with warranty requests (portal.md §2, §4, §6): the dealer who filed one, their
 * team (the accounts of the same ERP customer, view only) and administrators read it; only
 * administrators change its status and message. A dealer files one on an approved or shipped
 * order of their own or their team's; administrators do not file (they process). The server
 * refuses with these, the screens offer by them.
 */
export interface WarrantyViewer {
  userId: string;
  isAdmin: boolean;
  /** The viewer's ERP customer: users of the same customer are a team. */
  customerId: string | null;
}

export function warrantyViewerOf(user: { _id: string; isAdmin: boolean; bc_customer_id: string | null }): WarrantyViewer {
  return { userId: user._id, isAdmin: user.isAdmin, customerId: user.bc_customer_id };
}

/** A stored request, or the order a new one is filed on: who owns it and whose customer it is. */
export interface WarrantySubject {
  ownerId: string | null;
  customerId: string | null;
}

export type WarrantyRelation = 'admin' | 'owner' | 'team' | 'other';

export function warrantyRelation(viewer: WarrantyViewer, subject: WarrantySubject): WarrantyRelation {
  if (viewer.isAdmin) return 'admin';
  if (subject.ownerId !== null && subject.ownerId === viewer.userId) return 'owner';
  if (viewer.customerId !== null && viewer.customerId === subject.customerId) return 'team';
  return 'other';
}

export function canViewWarranty(viewer: WarrantyViewer, warranty: WarrantySubject): boolean {
  return warrantyRelation(viewer, warranty) !== 'other';
}

export function canUpdateWarranty(viewer: WarrantyViewer): boolean {
  return viewer.isAdmin;
}

/** The order statuses a warranty may be filed on: the goods are on their way or delivered. */
export const warrantyOrderStatuses: readonly OrderStatus[] = ['APPROVED', 'Shipped'];

export function canFileWarrantyOn(viewer: WarrantyViewer, order: WarrantySubject & { status: OrderStatus }): boolean {
  const relation = warrantyRelation(viewer, order);
  return (relation === 'owner' || relation === 'team') && warrantyOrderStatuses.includes(order.status);
}

/** 404 for a request the viewer may not see (its existence does not leak, as for orders). */
export function assertCanViewWarranty(viewer: WarrantyViewer, warranty: WarrantySubject): void {
  if (!canViewWarranty(viewer, warranty)) throw new DomainError('NOT_FOUND', warrantyMessages.notFound);
}

/**
 * Refuses a new request on an order: 404 when the viewer may not see the order (as orders answer
 * it), 403 for an administrator (staff process requests; the dealer files them), 409 when the
 * order is not approved or shipped.
 */
export function assertCanFileWarrantyOn(viewer: WarrantyViewer, order: WarrantySubject & { status: OrderStatus }): void {
  const relation = warrantyRelation(viewer, order);
  if (relation === 'other') throw new DomainError('NOT_FOUND', 'Order not found');
  if (relation === 'admin') throw new DomainError('FORBIDDEN', 'Warranty requests are filed by the dealer of the order');
  if (!canFileWarrantyOn(viewer, order)) throw new DomainError('CONFLICT', warrantyMessages.orderNotEligible);
}

export function assertCanUpdateWarranty(viewer: WarrantyViewer): void {
  if (!canUpdateWarranty(viewer)) throw new DomainError('FORBIDDEN', 'Only administrators can change a warranty request');
}
