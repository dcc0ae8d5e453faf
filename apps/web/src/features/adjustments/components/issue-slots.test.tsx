import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { issueTypeLabel, screenIssueTypes } from '@portal/domain/adjustments/issue-types';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../adjustments-test-kit';
import { renderDialog } from './adjustment-test-kit';
import { makeAdjustment, makeIssue, orderedScreen } from './issue-card-test-kit';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** A new adjustment as the server answers it since issue 26: the ordered screen, no issue yet. */
const fresh = () => makeAdjustment({ screens: [{ item: orderedScreen, issues: [] }] });
const opened = makeIssue({ _id: 'new-1', issueType: 'Bottom_Bar' });

async function openScreen() {
  fireEvent.click(await screen.findByRole('button', { name: /Patio/ }));
}

describe('issue types without an issue (issue 26, point 18)', () => {
  it('lists every issue type of the screen from the domain although the server sent no issue', async () => {
    renderDialog(fresh(), 'requester');
    await openScreen();
    for (const type of screenIssueTypes) expect(await screen.findByRole('region', { name: issueTypeLabel(type) })).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Add Request +' })).toHaveLength(screenIssueTypes.length);
  });

  it('Add Request + → Reorder opens the issue first, then adds the reorder to it', async () => {
    let adjustment: TAdjustment = fresh();
    const { calls } = renderDialog(() => adjustment, 'requester', {
      'adjustments.openIssue': () => ({ created: true, issue: opened }),
      'adjustments.updateIssue': () => {
        const issue = { ...opened, adjustmentType: 'Reorder' as const, modifications: { Price: 10, PriceCents: 1000 } };
        adjustment = { ...adjustment, screens: [{ item: orderedScreen, issues: [issue] }] };
        return issue;
      },
    });
    await openScreen();
    const card = await screen.findByRole('region', { name: 'Bottom Bar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add Request +' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reorder' }));
    expect(await within(await screen.findByRole('region', { name: 'Bottom Bar' })).findByText('Price: $10.00')).toBeDefined();
    const writes = calls.filter((c) => c.path !== 'adjustments.get').map((c) => [c.path, c.input]);
    expect(writes).toEqual([
      ['adjustments.openIssue', { id: 'adj-1', issue: { itemType: 'Screen', itemId: 'screen-1', issueType: 'Bottom_Bar' } }],
      ['adjustments.updateIssue', { id: 'new-1', patch: { adjustmentType: 'Reorder' } }],
    ]);
  });

  it('Add Request + → Warranty opens the issue, whose images the form then lists; a refused opening is a toast and adds nothing', async () => {
    let refuse = false;
    const { calls } = renderDialog(fresh(), 'requester', {
      'adjustments.openIssue': () => {
        if (refuse) throw { code: 'CONFLICT', message: 'The adjustment is under review' };
        return { created: true, issue: opened };
      },
      'adjustments.attachments': () => ({ attachments: [] }),
    });
    await openScreen();
    const card = await screen.findByRole('region', { name: 'Bottom Bar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add Request +' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Warranty' }));
    expect(await within(card).findByText('No images attached.')).toBeDefined();
    await waitFor(() => expect(inputsOf(calls, 'adjustments.attachments')).toContainEqual({ id: 'new-1' }));
    expect(inputsOf(calls, 'adjustments.openIssue')).toEqual([{ id: 'adj-1', issue: { itemType: 'Screen', itemId: 'screen-1', issueType: 'Bottom_Bar' } }]);

    const motor = await screen.findByRole('region', { name: 'Motor Crown' });
    fireEvent.click(within(motor).getByRole('button', { name: 'Add Request +' }));
    // The server refuses this opening (say the adjustment was submitted in another tab): a toast, no warranty form.
    refuse = true;
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Warranty' }));
    expect(await screen.findByText('Request not added')).toBeDefined();
    expect(within(motor).queryByRole('button', { name: 'Save Warranty Request' })).toBeNull();
  });
});
