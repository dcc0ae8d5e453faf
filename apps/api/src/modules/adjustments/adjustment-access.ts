import type { PortalUser } from '@portal/domain/accounts/user';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import type { AdjustmentActor } from '@portal/domain/adjustments/adjustment-aggregate';
import { DomainError } from '@portal/domain/errors/domain-error';

export const adjustmentNotFound = () => new DomainError('NOT_FOUND', adjustmentMessages.notFound);
export const issueNotFound = () => new DomainError('NOT_FOUND', adjustmentMessages.issueNotFound);

/** Administrators review whatever their store access; dealers need it, as for orders (403 as the orders answer). */
export function assertMayUseAdjustments(actor: PortalUser): void {
  if (!actor.isAdmin && !actor.storeAccess) throw new DomainError('FORBIDDEN', 'Your account has no store access');
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

export function seatOf(actor: PortalUser, row: { ownerId: string | null; customerId: string }, notFound: () => DomainError = adjustmentNotFound): Seat {
  if (actor.isAdmin) return { role: 'reviewer', isOwner: row.ownerId === actor._id };
  if (row.ownerId === actor._id) return { role: 'requester', isOwner: true };
  if (actor.bc_customer_id !== null && actor.bc_customer_id === row.customerId) return { role: 'requester', isOwner: false };
  throw notFound();
}
