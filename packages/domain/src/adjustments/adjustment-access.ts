import type { PortalUser } from '../accounts/user';
import { DomainError } from '../errors/domain-error';
import type { AdjustmentActor, AdjustmentState } from './adjustment-aggregate';
import { adjustmentMessages } from './adjustment-messages';
import { assertCanDelete } from './adjustment-permissions';
import { readsRetail } from '../teams/team-roles';

/** 404 for an adjustment, or an issue, the caller may not see: the same answer as for a missing one. */
export const adjustmentNotFound = () => new DomainError('NOT_FOUND', adjustmentMessages.notFound);
export const issueNotFound = () => new DomainError('NOT_FOUND', adjustmentMessages.issueNotFound);

/** Administrators review whatever their store access; dealers need it, as for orders (403 as the orders answer). */
export function assertMayUseAdjustments(actor: Pick<PortalUser, 'isAdmin' | 'storeAccess' | 'teamRole' | 'isTeamAdmin'>): void {
  if (!actor.isAdmin && !actor.storeAccess) throw new DomainError('FORBIDDEN', 'Your account has no store access');
  // Issue 32: a salesperson files none and reads none; a reorder's prices are the dealer's.
  if (readsRetail(actor)) throw new DomainError('FORBIDDEN', adjustmentMessages.salesperson);
}

/**
 * Where the caller sits on one adjustment (adjustments-and-pricing §6, decided in
 * docs/decisions/adjustments.md): administrators are the reviewers; the requester is the dealer who owns it
 * (isOwner) and their team (the order's ERP customer), who fill it in together; anyone else does
 * not learn it exists (404, as a missing one). Only the owner deletes.
 */
export interface Seat extends AdjustmentActor {
  isOwner: boolean;
}

/** The adjustment as the seat rule reads it: its owner (null once deleted) and the order's ERP customer. */
export interface AdjustmentHolder {
  ownerId: string | null;
  customerId: string;
}

export function seatOf(
  actor: Pick<PortalUser, '_id' | 'isAdmin' | 'bc_customer_id'>,
  adjustment: AdjustmentHolder,
  notFound: () => DomainError = adjustmentNotFound,
): Seat {
  if (actor.isAdmin) return { role: 'reviewer', isOwner: adjustment.ownerId === actor._id };
  if (adjustment.ownerId === actor._id) return { role: 'requester', isOwner: true };
  if (actor.bc_customer_id !== null && actor.bc_customer_id === adjustment.customerId) return { role: 'requester', isOwner: false };
  throw notFound();
}

/** Deleting: a requester while they hold it (assertCanDelete: 403, 409), and of the requesters only its owner (403). */
export function assertMayDeleteAdjustment(adjustment: Pick<AdjustmentState, 'status'>, seat: Seat): void {
  assertCanDelete(adjustment, seat);
  if (!seat.isOwner) throw new DomainError('FORBIDDEN', adjustmentMessages.deleteOwnerOnly);
}
