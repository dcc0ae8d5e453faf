import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adjustmentWith, makeAdjustment, makeIssue, orderedRoof, renderIssueCard } from './issue-card-test-kit';
import { roofLineOf } from '../ordered-lines-test-kit';

/** Issue 26: the reorder form asks what the server needs to price exactly (a track's side, a post's stock length). */
afterEach(() => notifications.clean());

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const optionsOf = (name: string) => {
  fireEvent.click(combobox(name));
  return screen.getAllByRole('option').map((o) => o.textContent);
};

describe('reorder fields', () => {
  it('a track reorder asks for its side (Left, Right or Both) instead of a track quantity when both sides have the type', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ issueType: 'Track_Type_Standard', adjustmentType: 'Reorder' })) });
    await screen.findByText('Track Type Standard');
    expect(optionsOf('Track side')).toEqual(['Left', 'Right', 'Both']);
    expect(screen.queryByRole('combobox', { name: 'Track quantity' })).toBeNull();
  });

  it('a post reorder offers the style’s stock lengths only, not free feet', async () => {
    const roof = roofLineOf({ ...orderedRoof, config: { ...orderedRoof.config, posts: [{ postStyle: '6x6 Flat Saddle', postLength: '10' }] } });
    const issue = makeIssue({ itemType: 'Roof', itemId: 'roof-1', issueType: 'Posts', adjustmentType: 'Reorder' });
    renderIssueCard({ adjustment: makeAdjustment({ roofs: [{ item: roof, issues: [issue] }] }) });
    await screen.findByText('Posts');
    expect(combobox('Length').value).toBe('10 ft');
    expect(screen.queryByRole('textbox', { name: /^Feet/ })).toBeNull();
    expect(optionsOf('Length')).toEqual(['10 ft', '12 ft', '19 ft 4 in']);
  });
});
