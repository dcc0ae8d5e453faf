import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';

/** Tests only: an issue and an adjustment as GET /api/adjustments/{id} answers them. */
export function makeIssue(overrides: Partial<TAdjustmentIssue> = {}): TAdjustmentIssue {
  return {
    _id: 'issue-1',
    itemType: 'Screen',
    itemId: 'screen-1',
    issueType: 'Complete_Unit',
    adjustmentType: 'None',
    resolutionStatus: 'Draft',
    description: '',
    modifications: {},
    comments: [],
    attachments: [],
    ...overrides,
  };
}

export function makeAdjustment(overrides: Partial<TAdjustment> = {}): TAdjustment {
  return {
    _id: 'adj-1',
    description: 'Patio fix',
    status: 'Draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    order: { _id: 'order-1', orderName: 'Smith patio', orderDate: '2026-10-01T10:00:00.000Z' },
    screens: [],
    roofs: [],
    parts: [],
    warrantyIssuesCount: 0,
    reorderIssuesCount: 0,
    ...overrides,
  };
}
