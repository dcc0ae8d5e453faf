import type { AdjustmentState, IssueState } from './adjustment-aggregate';
import { isRequest } from './adjustment-aggregate';
import type { AdjustmentStatus } from './adjustment-status';

/**
 * The derived flags of §4, defined on the issues:
 * - a request is an issue with a request type (adjustmentType Warranty or Reorder);
 * - approved / rejected issue: a request resolved Approved / Rejected;
 * - unresolved warranty/reorder: a request not yet Approved or Rejected (Draft included);
 * - unresolved issue: an issue in review or waiting on the requester (Awaiting_*), whatever its type;
 * - awaiting requester: a request in Awaiting_Requester;
 * - finalized: the adjustment is decided (Approved, Rejected) or closed (Shipped, Cancelled).
 *   Only Approved and Rejected can be reopened; Shipped and Cancelled are the end.
 */
export interface AdjustmentFlags {
  hasApprovedIssue: boolean;
  hasRejectedIssue: boolean;
  hasUnresolvedIssue: boolean;
  hasRequest: boolean;
  hasAwaitingRequester: boolean;
  hasUnresolvedRequest: boolean;
  finalized: boolean;
}

export const finalizedStatuses: readonly AdjustmentStatus[] = ['Approved', 'Rejected', 'Shipped', 'Cancelled'];

export function isFinalized(status: AdjustmentStatus): boolean {
  return finalizedStatuses.includes(status);
}

export function adjustmentFlags(adjustment: Pick<AdjustmentState, 'status' | 'issues'>): AdjustmentFlags {
  const requests = adjustment.issues.filter(isRequest);
  return {
    hasApprovedIssue: requests.some((i) => i.resolutionStatus === 'Approved'),
    hasRejectedIssue: requests.some((i) => i.resolutionStatus === 'Rejected'),
    hasUnresolvedIssue: adjustment.issues.some((i) => i.resolutionStatus === 'Awaiting_Reviewer' || i.resolutionStatus === 'Awaiting_Requester'),
    hasRequest: requests.length > 0,
    hasAwaitingRequester: requests.some((i) => i.resolutionStatus === 'Awaiting_Requester'),
    hasUnresolvedRequest: requests.some((i) => i.resolutionStatus !== 'Approved' && i.resolutionStatus !== 'Rejected'),
    finalized: isFinalized(adjustment.status),
  };
}

/** The list counters (§3 reorderIssuesCount, warrantyIssuesCount). */
export function requestCounts(issues: readonly Pick<IssueState, 'adjustmentType'>[]): { warrantyIssuesCount: number; reorderIssuesCount: number } {
  return {
    warrantyIssuesCount: issues.filter((i) => i.adjustmentType === 'Warranty').length,
    reorderIssuesCount: issues.filter((i) => i.adjustmentType === 'Reorder').length,
  };
}

/** §4: Approve and Reject are offered only under review (or decided), not finalized, with nothing unresolved. */
export function decisionButtonsShown(adjustment: Pick<AdjustmentState, 'status' | 'issues'>): boolean {
  const f = adjustmentFlags(adjustment);
  return ['Awaiting_Reviewer', 'Approved', 'Rejected'].includes(adjustment.status) && !f.finalized && !f.hasUnresolvedRequest;
}
