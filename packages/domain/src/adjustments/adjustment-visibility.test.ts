import { describe, expect, it } from 'vitest';
import { adjustmentFlags, decisionButtonsShown, requestCounts } from './adjustment-flags';
import { canComment, canDeleteAdjustment, canEditIssue } from './adjustment-permissions';
import { makeAdjustment, makeIssue, requester, reviewer } from './adjustment-test-state';
import { awaitingViewerCount, requesterView, reviewerView } from './adjustment-visibility';

const issues = [
  makeIssue({ id: 'none' }),
  makeIssue({ id: 'draft', issueType: 'Badge', adjustmentType: 'Reorder' }),
  makeIssue({ id: 'sent', issueType: 'Bottom_Bar', adjustmentType: 'Warranty', resolutionStatus: 'Awaiting_Reviewer' }),
  makeIssue({ id: 'asked', issueType: 'End_Caps', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Requester' }),
];
const adjustment = makeAdjustment({ status: 'Awaiting_Requester', reviewerNotes: 'private', issues });

describe('what each side reads (§6)', () => {
  it('the requester: every issue, never the notes', () => {
    const view = requesterView(adjustment);
    expect(view.issues.map((i) => i.id)).toEqual(['none', 'draft', 'sent', 'asked']);
    expect('reviewerNotes' in view).toBe(false);
  });

  it('a reviewer: sent requests only, and the notes', () => {
    const view = reviewerView(adjustment);
    expect(view.issues.map((i) => i.id)).toEqual(['sent', 'asked']);
    expect(view.reviewerNotes).toBe('private');
  });

  it('counts the issues waiting on the viewer', () => {
    expect(awaitingViewerCount('requester', issues)).toBe(1);
    expect(awaitingViewerCount('reviewer', issues)).toBe(1);
  });
});

describe('derived flags (§4)', () => {
  it('read the requests', () => {
    expect(adjustmentFlags(adjustment)).toEqual({
      hasApprovedIssue: false,
      hasRejectedIssue: false,
      hasUnresolvedIssue: true,
      hasRequest: true,
      hasAwaitingRequester: true,
      hasUnresolvedRequest: true,
      finalized: false,
    });
    expect(requestCounts(issues)).toEqual({ warrantyIssuesCount: 1, reorderIssuesCount: 2 });
  });

  it('show Approve and Reject under review once every request is decided', () => {
    const decided = makeAdjustment({ status: 'Awaiting_Reviewer', issues: [makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Approved' })] });
    expect(decisionButtonsShown(decided)).toBe(true);
    expect(decisionButtonsShown({ ...decided, status: 'Approved' })).toBe(false);
    expect(decisionButtonsShown(adjustment)).toBe(false);
  });
});

describe('permissions (§4, §6)', () => {
  it('lets the requester edit undecided issues while they hold the adjustment, the reviewer under review', () => {
    expect(canEditIssue({ status: 'Draft' }, requester, { resolutionStatus: 'Draft' })).toBe(true);
    expect(canEditIssue({ status: 'Awaiting_Requester' }, requester, { resolutionStatus: 'Approved' })).toBe(false);
    expect(canEditIssue({ status: 'Awaiting_Reviewer' }, requester, { resolutionStatus: 'Draft' })).toBe(false);
    expect(canEditIssue({ status: 'Awaiting_Reviewer' }, reviewer, { resolutionStatus: 'Approved' })).toBe(true);
    expect(canEditIssue({ status: 'Approved' }, reviewer, { resolutionStatus: 'Approved' })).toBe(false);
  });

  it('deletes only Draft or Awaiting_Requester; comments until finalized', () => {
    expect(['Draft', 'Awaiting_Requester', 'Awaiting_Reviewer', 'Approved'].map((s) => canDeleteAdjustment(s as 'Draft'))).toEqual([true, true, false, false]);
    expect(['Awaiting_Reviewer', 'Approved', 'Shipped', 'Cancelled'].map((s) => canComment(s as 'Draft'))).toEqual([true, false, false, false]);
  });
});
