import { DomainError } from '../errors/domain-error';
import type { AdjustmentActor, AdjustmentState, IssueState } from './adjustment-aggregate';
import { isFinalized } from './adjustment-flags';
import { adjustmentMessages } from './adjustment-messages';
import { isResolved, type AdjustmentStatus } from './adjustment-status';

/**
 * Who may change what, and when (§4 Editing rules, §6). The requester edits only while the
 * adjustment is theirs to edit (Draft, Awaiting_Requester) and only requests not yet decided;
 * the reviewer only while it is under review. Approved or Rejected locks everything until a
 * reviewer reopens it; Shipped and Cancelled lock it for good.
 */
export const requesterEditableStatuses: readonly AdjustmentStatus[] = ['Draft', 'Awaiting_Requester'];

export function requesterMayEdit(status: AdjustmentStatus): boolean {
  return requesterEditableStatuses.includes(status);
}

export function reviewerMayEdit(status: AdjustmentStatus): boolean {
  return status === 'Awaiting_Reviewer';
}

/** The requester list's delete action and the cancel action (§2): only while the requester holds it. */
export function canDeleteAdjustment(status: AdjustmentStatus): boolean {
  return requesterMayEdit(status);
}

/** Comments: either party, while the adjustment is not finalized (a decided one is reopened first). */
export function canComment(status: AdjustmentStatus): boolean {
  return !isFinalized(status);
}

export function canEditIssue(adjustment: Pick<AdjustmentState, 'status'>, actor: AdjustmentActor, issue: Pick<IssueState, 'resolutionStatus'>): boolean {
  if (actor.role === 'reviewer') return reviewerMayEdit(adjustment.status);
  return requesterMayEdit(adjustment.status) && !isResolved(issue.resolutionStatus);
}

export function assertCanEditIssue(adjustment: Pick<AdjustmentState, 'status'>, actor: AdjustmentActor, issue: Pick<IssueState, 'resolutionStatus'>): void {
  if (actor.role === 'reviewer') {
    if (!reviewerMayEdit(adjustment.status)) throw new DomainError('CONFLICT', adjustmentMessages.reviewerLocked);
    return;
  }
  if (!requesterMayEdit(adjustment.status)) throw new DomainError('CONFLICT', adjustmentMessages.requesterLocked);
  if (isResolved(issue.resolutionStatus)) throw new DomainError('CONFLICT', adjustmentMessages.issueDecided);
}

export function assertRole(actor: AdjustmentActor, role: AdjustmentActor['role']): void {
  if (actor.role !== role) throw new DomainError('FORBIDDEN', role === 'reviewer' ? adjustmentMessages.reviewerOnly : adjustmentMessages.requesterOnly);
}

export function assertCanDelete(adjustment: Pick<AdjustmentState, 'status'>, actor: AdjustmentActor): void {
  assertRole(actor, 'requester');
  if (!canDeleteAdjustment(adjustment.status)) throw new DomainError('CONFLICT', adjustmentMessages.deleteStatus);
}
