import { DomainError } from '../errors/domain-error';
import { shippingAgentNames } from '../orders/shipping-agents';
import type { AdjustmentActor, AdjustmentState, IssueState } from './adjustment-aggregate';
import { isRequest } from './adjustment-aggregate';
import { adjustmentFlags } from './adjustment-flags';
import { adjustmentLimits } from './adjustment-limits';
import { adjustmentMessages } from './adjustment-messages';
import { assertRole, requesterMayEdit } from './adjustment-permissions';
import type { AdjustmentStatus } from './adjustment-status';
import { unpricedApprovedReorder } from './reviewer-price';

/**
 * The §4 button transitions and the two without a button (cancel, ship). Each takes the loaded
 * adjustment and the actor and returns the adjustment as it must be stored, or throws:
 * FORBIDDEN for the wrong side, CONFLICT (409) naming the broken precondition.
 *
 * Issue statuses on a transition: submit sends every Draft and Awaiting_Requester request to
 * Awaiting_Reviewer (the requester answered); request updates leaves the issues as the
 * reviewer marked them. Approve, reject and reopen change no issue.
 */
const conflict = (message: string) => new DomainError('CONFLICT', message);

function withStatus(adjustment: AdjustmentState, status: AdjustmentStatus, issues = adjustment.issues): AdjustmentState {
  return { ...adjustment, status, issues };
}

export function submitForReview(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'requester');
  if (!requesterMayEdit(adjustment.status)) throw conflict(adjustmentMessages.submitStatus);
  if (!adjustmentFlags(adjustment).hasRequest) throw conflict(adjustmentMessages.submitNeedsRequest);
  const issues = adjustment.issues.map((i): IssueState =>
    isRequest(i) && (i.resolutionStatus === 'Draft' || i.resolutionStatus === 'Awaiting_Requester') ? { ...i, resolutionStatus: 'Awaiting_Reviewer' } : i,
  );
  return withStatus(adjustment, 'Awaiting_Reviewer', issues);
}

export function requestUpdates(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'reviewer');
  if (adjustment.status !== 'Awaiting_Reviewer') throw conflict(adjustmentMessages.requestUpdatesStatus);
  if (!adjustmentFlags(adjustment).hasAwaitingRequester) throw conflict(adjustmentMessages.requestUpdatesNeedsAwaiting);
  return withStatus(adjustment, 'Awaiting_Requester');
}

export function approveAdjustment(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'reviewer');
  const f = adjustmentFlags(adjustment);
  if (adjustment.status !== 'Awaiting_Reviewer') throw conflict(adjustmentMessages.approveStatus);
  if (f.hasUnresolvedRequest) throw conflict(adjustmentMessages.approveUnresolved);
  if (!f.hasApprovedIssue) throw conflict(adjustmentMessages.approveNeedsApproved);
  const unpriced = unpricedApprovedReorder(adjustment.issues);
  if (unpriced) throw conflict(adjustmentMessages.approveNeedsPrice(unpriced.issueType, unpriced.id));
  return withStatus(adjustment, 'Approved');
}

export function rejectAdjustment(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'reviewer');
  const f = adjustmentFlags(adjustment);
  if (adjustment.status !== 'Awaiting_Reviewer') throw conflict(adjustmentMessages.rejectStatus);
  if (f.hasUnresolvedRequest) throw conflict(adjustmentMessages.rejectUnresolved);
  if (!f.hasRejectedIssue) throw conflict(adjustmentMessages.rejectNeedsRejected);
  if (f.hasApprovedIssue) throw conflict(adjustmentMessages.rejectHasApproved);
  return withStatus(adjustment, 'Rejected');
}

export function reopenAdjustment(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'reviewer');
  if (adjustment.status !== 'Approved' && adjustment.status !== 'Rejected') throw conflict(adjustmentMessages.reopenStatus);
  if (adjustmentFlags(adjustment).hasUnresolvedRequest) throw conflict(adjustmentMessages.reopenUnresolved);
  return withStatus(adjustment, 'Awaiting_Reviewer');
}

/** The requester withdraws an adjustment they still hold, keeping its record (instead of deleting it). */
export function cancelAdjustment(adjustment: AdjustmentState, actor: AdjustmentActor): AdjustmentState {
  assertRole(actor, 'requester');
  if (!requesterMayEdit(adjustment.status)) throw conflict(adjustmentMessages.cancelStatus);
  return withStatus(adjustment, 'Cancelled');
}

export interface Shipment {
  shippingAgent: string;
  trackingNumber: string;
}

/** An administrator ships an approved adjustment as orders are shipped: an agent of the list and a tracking number. */
export function shipAdjustment(adjustment: AdjustmentState, actor: AdjustmentActor, shipment: Shipment): AdjustmentState {
  assertRole(actor, 'reviewer');
  const agent = shipment.shippingAgent.trim();
  const tracking = shipment.trackingNumber.trim();
  const fieldErrors: Record<string, string> = {};
  if (agent === '') fieldErrors['shippingAgent'] = adjustmentMessages.shippingAgentRequired;
  else if (!shippingAgentNames.includes(agent)) fieldErrors['shippingAgent'] = adjustmentMessages.unknownShippingAgent;
  if (tracking === '') fieldErrors['trackingNumber'] = adjustmentMessages.trackingNumberRequired;
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('BAD_INPUT', Object.values(fieldErrors)[0] ?? '', fieldErrors);
  if (adjustment.status !== 'Approved') throw conflict(adjustmentMessages.shipStatus);
  return { ...adjustment, status: 'Shipped', shippingAgent: agent, trackingNumber: tracking };
}

/**
 * The reviewer's private notes. They are the reviewer's memo, not part of what was decided, so
 * they may be written in any status (a decided or shipped adjustment included).
 */
export function setReviewerNotes(adjustment: AdjustmentState, actor: AdjustmentActor, notes: string): AdjustmentState {
  assertRole(actor, 'reviewer');
  if (notes.length > adjustmentLimits.reviewerNotesMax)
    throw new DomainError('BAD_INPUT', adjustmentMessages.notesTooLong, { reviewerNotes: adjustmentMessages.notesTooLong });
  return { ...adjustment, reviewerNotes: notes };
}

/**
 * PATCH adjustment {status}: the target names the button. Awaiting_Reviewer is Submit for
 * review from the requester and Reopen from a reviewer; Draft is never a target.
 */
export function changeAdjustmentStatus(adjustment: AdjustmentState, actor: AdjustmentActor, target: AdjustmentStatus, shipment?: Shipment): AdjustmentState {
  switch (target) {
    case 'Awaiting_Reviewer':
      return actor.role === 'requester' ? submitForReview(adjustment, actor) : reopenAdjustment(adjustment, actor);
    case 'Awaiting_Requester':
      return requestUpdates(adjustment, actor);
    case 'Approved':
      return approveAdjustment(adjustment, actor);
    case 'Rejected':
      return rejectAdjustment(adjustment, actor);
    case 'Cancelled':
      return cancelAdjustment(adjustment, actor);
    case 'Shipped':
      return shipAdjustment(adjustment, actor, shipment ?? { shippingAgent: '', trackingNumber: '' });
    case 'Draft':
      throw conflict('An adjustment cannot go back to Draft');
  }
}
