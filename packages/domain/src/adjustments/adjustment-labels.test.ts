import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './adjustment-limits';
import { adjustmentOrderListLabel, adjustmentStatusLabel } from './adjustment-status';
import { hiddenIssueTypes, issueTypeLabel, issueTypesFor } from './issue-types';
import { issueReasonsFor } from './issue-reasons';

describe('status labels (§4)', () => {
  it('speak to each side', () => {
    expect(adjustmentStatusLabel('Awaiting_Reviewer', 'requester')).toBe('Under review');
    expect(adjustmentStatusLabel('Awaiting_Reviewer', 'reviewer')).toBe('Awaiting your review');
    expect(adjustmentStatusLabel('Awaiting_Requester', 'requester')).toBe('Awaiting your input');
    expect(adjustmentStatusLabel('Awaiting_Requester', 'reviewer')).toBe('Awaiting requester');
    expect(adjustmentStatusLabel('Cancelled', 'requester')).toBe('Canceled');
    expect(adjustmentOrderListLabel('Awaiting_Reviewer')).toBe('In Review');
    expect(adjustmentOrderListLabel('Cancelled')).toBe('Canceled');
  });
});

describe('issue types and reasons (§3)', () => {
  it('lists the primary screen types first and labels Frames as Perimeter Frames', () => {
    expect(issueTypesFor('Screen').slice(0, 5)).toEqual(['Complete_Unit', 'Housing_Only', 'Housing_Cover', 'Bottom_Bar', 'Screen_Material']);
    expect(issueTypesFor('Screen')).toHaveLength(24);
    expect(issueTypesFor('Roof')).toHaveLength(8);
    expect(issueTypesFor('Part')).toEqual(['Part']);
    expect(issueTypeLabel('Frames')).toBe('Perimeter Frames');
    expect(issueTypeLabel('Midspan_Beams')).toBe('Midspan Beams');
  });

  it('hides components behind a Complete Unit request and the reverse', () => {
    expect(hiddenIssueTypes([{ issueType: 'Complete_Unit', adjustmentType: 'Reorder' }])).toHaveLength(23);
    expect(hiddenIssueTypes([{ issueType: 'Badge', adjustmentType: 'Warranty' }])).toEqual(['Complete_Unit']);
    expect(hiddenIssueTypes([{ issueType: 'Complete_Unit', adjustmentType: 'None' }])).toEqual([]);
  });

  it('offers reasons per kind and request type', () => {
    expect(issueReasonsFor('Part', 'Warranty')).toContain('Type');
    expect(issueReasonsFor('Roof', 'Reorder')).toEqual(['Ordering Error', 'New Purchase', 'Other']);
  });
});

describe('attachments (§5)', () => {
  it('allow 2 images of 5 MB, 50 MB in all', () => {
    const mb = 1024 * 1024;
    expect(attachmentProblem([mb], [mb])).toBeNull();
    expect(attachmentProblem([mb, mb], [mb])).toBe('You can attach a maximum of 2 files');
    expect(attachmentProblem([], [6 * mb])).toBe('Maximum file size is 5MB');
  });
});
