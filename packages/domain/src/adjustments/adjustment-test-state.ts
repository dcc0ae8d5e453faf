import type { AdjustmentState, IssueState } from './adjustment-aggregate';

/** Adjustments and issues for tests: a screen issue with no request, one image, one ordered. */
export function makeIssue(overrides: Partial<IssueState> = {}): IssueState {
  return {
    id: 'i1',
    itemType: 'Screen',
    itemId: 's1',
    issueType: 'Complete_Unit',
    adjustmentType: 'None',
    resolutionStatus: 'Draft',
    description: '',
    modifications: {},
    attachmentCount: 1,
    orderedQuantity: 1,
    ...overrides,
  };
}

export function makeAdjustment(overrides: Partial<AdjustmentState> = {}): AdjustmentState {
  return { status: 'Draft', reviewerNotes: '', shippingAgent: null, trackingNumber: null, issues: [makeIssue()], ...overrides };
}

export const requester = { role: 'requester' } as const;
export const reviewer = { role: 'reviewer' } as const;
