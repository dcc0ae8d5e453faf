import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adjustmentWith, makeAdjustment, makeIssue, orderedRoof, renderIssueCard } from './issue-card-test-kit';

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const drawing = (name: string) => screen.getByRole('img', { name }).textContent;

describe("an issue's drawings: the line as ordered beside the line as modified (issue 31)", () => {
  it('redraws the modified screen as the width is typed, and keeps its last drawing while the width is out of range', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder' })) });
    expect((await screen.findByRole('img', { name: 'Patio, as ordered' })).textContent).toContain('Width 100"');
    expect(drawing('Patio, as modified')).toContain('Width 100"');

    fireEvent.change(input('Width (inches)'), { target: { value: '120' } });
    expect(drawing('Patio, as modified')).toContain('Width 120"');
    expect(drawing('Patio, as ordered')).toContain('Width 100"');

    fireEvent.change(input('Width (inches)'), { target: { value: '20' } });
    expect(screen.getByText('Minimum value is 36').isConnected).toBe(true);
    expect(drawing('Patio, as modified')).toContain('Width 120"');
  });

  it("draws a roof's plan with the modified frame", async () => {
    const frames = makeIssue({ itemType: 'Roof', itemId: 'roof-1', issueType: 'Frames', adjustmentType: 'Reorder' });
    renderIssueCard({ adjustment: makeAdjustment({ roofs: [{ item: orderedRoof, issues: [frames] }] }) });
    expect((await screen.findByRole('img', { name: 'Deck, as ordered' })).textContent).toContain(`F1 Frame 2x8 12' 0"`);
    fireEvent.change(input('Feet (0 to 19)'), { target: { value: '14' } });
    expect(drawing('Deck, as modified')).toContain(`F1 Frame 2x8 14' 0"`);
    expect(drawing('Deck, as ordered')).toContain(`F1 Frame 2x8 12' 0"`);
  });

  it('shows no drawing before a request is added', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue()) });
    await screen.findByRole('button', { name: 'Add Request +' });
    expect(screen.queryByRole('img', { name: 'Patio, as ordered' })).toBeNull();
  });
});
