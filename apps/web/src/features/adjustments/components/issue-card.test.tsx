import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { IssueCard } from './issue-card';
import { makeAdjustment, makeIssue } from './issue-card-test-kit';

describe('IssueCard header (§2)', () => {
  it('shows the issue type label, the request type and the status in the viewer\'s words', () => {
    const issue = makeIssue({ issueType: 'Frames', itemType: 'Roof', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' });
    const { unmount } = renderWithMantine(<IssueCard adjustment={makeAdjustment({ status: 'Awaiting_Reviewer' })} item={{}} issue={issue} viewer="requester" />);
    expect(screen.getByText('Perimeter Frames')).toBeDefined();
    expect(screen.getByText('Reorder')).toBeDefined();
    expect(screen.getByText('Under review')).toBeDefined();
    unmount();
    renderWithMantine(<IssueCard adjustment={makeAdjustment({ status: 'Awaiting_Reviewer' })} item={{}} issue={issue} viewer="reviewer" />);
    expect(screen.getByText('Awaiting your review')).toBeDefined();
  });
});
