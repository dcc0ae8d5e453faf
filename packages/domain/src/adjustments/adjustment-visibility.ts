import type { AdjustmentRole } from './adjustment-status';
import { isRequest } from './adjustment-aggregate';

/**
 * What each side may read (§6), applied by the server to every response:
 * - the requester receives every issue of their items (the server stores and sends an issue once
 *   opened for a request, issue 26; the dialog lists the empty issue types from issueTypesFor) and
 *   never the reviewer's notes;
 * - a reviewer receives only requests (a request type) the requester has sent, i.e. not Draft:
 *   the requester's unsubmitted work stays theirs.
 * Reviewer-made requests are never Draft (they start Awaiting_Reviewer), so the requester's
 * view cannot hold a reviewer's draft either.
 */
export function issueVisibleTo(role: AdjustmentRole, issue: { adjustmentType: string; resolutionStatus: string }): boolean {
  if (role === 'requester') return true;
  return isRequest(issue) && issue.resolutionStatus !== 'Draft';
}

export function visibleIssues<I extends { adjustmentType: string; resolutionStatus: string }>(role: AdjustmentRole, issues: readonly I[]): I[] {
  return issues.filter((i) => issueVisibleTo(role, i));
}

type Visible = { adjustmentType: string; resolutionStatus: string };
type Viewable = { issues: readonly Visible[]; reviewerNotes?: unknown };
export type ViewOf<A extends Viewable> = Omit<A, 'reviewerNotes' | 'issues'> & { issues: A['issues'][number][]; reviewerNotes?: A['reviewerNotes'] };

/** An adjustment as one side may read it: issues filtered, reviewerNotes dropped for the requester. */
export function viewFor<A extends Viewable>(role: AdjustmentRole, adjustment: A): ViewOf<A> {
  const { reviewerNotes, issues, ...rest } = adjustment;
  const visible = visibleIssues(role, issues);
  return role === 'reviewer' ? { ...rest, issues: visible, reviewerNotes } : { ...rest, issues: visible };
}

export function requesterView<A extends Viewable>(adjustment: A): ViewOf<A> {
  return viewFor('requester', adjustment);
}

export function reviewerView<A extends Viewable>(adjustment: A): ViewOf<A> {
  return viewFor('reviewer', adjustment);
}

/** The issue counts a card shows (§2): its issues, and those waiting on the viewer. */
export function awaitingViewerCount(role: AdjustmentRole, issues: readonly { adjustmentType: string; resolutionStatus: string }[]): number {
  const waitingOn = role === 'requester' ? 'Awaiting_Requester' : 'Awaiting_Reviewer';
  return visibleIssues(role, issues).filter((i) => isRequest(i) && i.resolutionStatus === waitingOn).length;
}
