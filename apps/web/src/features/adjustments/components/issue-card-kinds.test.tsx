import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../adjustments-test-kit';
import { editGuardMessages } from './adjustment-edit-guard';
import { adjustmentWith, makeAdjustment, makeIssue, orderedPart, orderedRoof, renderIssueCard } from './issue-card-test-kit';

// Toasts live in a store of their own: one test's must not answer the next one's query.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const input = (name: string) => (screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name })) as HTMLInputElement;
const buttons = (name: string) => screen.getAllByRole('button', { name }) as HTMLButtonElement[];

describe('IssueCard: roofs (§3 Roof modification forms, §5 limits)', () => {
  it('shows the ordered member, clears Inches when Feet change, bounds Inches at the feet limit, and shows the help image', async () => {
    const issue = makeIssue({ itemType: 'Roof', itemId: 'roof-1', issueType: 'Frames', adjustmentType: 'Reorder' });
    renderIssueCard({ adjustment: makeAdjustment({ roofs: [{ item: orderedRoof, issues: [issue] }] }) });
    await screen.findByText('Perimeter Frames');
    expect(input('Type').value).toBe('2x8');
    expect(input('Feet (0 to 19)').value).toBe('12');
    fireEvent.change(input('Inches (0 to 11.9)'), { target: { value: '5' } });
    fireEvent.change(input('Feet (0 to 19)'), { target: { value: '19' } });
    expect(input('Inches (0 to 4)').value).toBe('');
    fireEvent.change(input('Inches (0 to 4)'), { target: { value: '5' } });
    expect(screen.getByText('Maximum value is 4')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Show help: Perimeter frame' }));
    expect(screen.getByRole('img', { name: 'Perimeter frame: plan view' })).toBeDefined();
  });
});

describe('IssueCard: parts (§3 Part modification form, §5)', () => {
  it("offers each option as a select and bounds a warranty's Quantity by the ordered quantity", async () => {
    const bcItem = {
      id: 'P-100',
      number: 'P-100',
      displayName: 'Motor bracket',
      displayName2: null,
      itemCategoryCode: 'PARTS',
      attributes: [{ attributeName: 'Color', attributeValues: 'White' }],
    };
    const issue = makeIssue({ itemType: 'Part', itemId: 'part-1', issueType: 'Part', adjustmentType: 'Warranty', description: 'Damaged', bcItem });
    renderIssueCard({
      adjustment: makeAdjustment({ parts: [{ item: orderedPart, issues: [issue] }] }),
      handlers: { 'adjustments.attachments': () => ({ attachments: [] }) },
    });
    await screen.findByText('Part');
    expect(input('Color').value).toBe('Black');
    // A requester's warranty: only Quantity.
    expect(input('Color').disabled).toBe(true);
    fireEvent.change(input('Quantity'), { target: { value: '4' } });
    expect(screen.getByText('Maximum quantity is 3')).toBeDefined();
    fireEvent.change(input('Quantity'), { target: { value: '0' } });
    expect(screen.getByText('Minimum quantity is 1')).toBeDefined();
  });

  it('lets a reorder change an option to a value the catalogue item offers', async () => {
    const bcItem = {
      id: 'P-100',
      number: 'P-100',
      displayName: 'Motor bracket',
      displayName2: null,
      itemCategoryCode: 'PARTS',
      attributes: [{ attributeName: 'Color', attributeValues: 'White' }],
    };
    const issue = makeIssue({ itemType: 'Part', itemId: 'part-1', issueType: 'Part', adjustmentType: 'Reorder', bcItem });
    const { calls } = renderIssueCard({
      adjustment: makeAdjustment({ parts: [{ item: orderedPart, issues: [issue] }] }),
      handlers: { 'adjustments.updateIssue': () => issue },
    });
    await screen.findByText('Part');
    fireEvent.click(input('Color'));
    fireEvent.click(screen.getByRole('option', { name: 'White' }));
    fireEvent.click(buttons('Save Modifications')[0]!);
    await waitFor(() => expect(inputsOf(calls, 'adjustments.updateIssue')).toHaveLength(1));
    expect(inputsOf(calls, 'adjustments.updateIssue')[0]).toEqual({
      id: 'issue-1',
      patch: { adjustmentType: 'Reorder', description: '', modifications: { Color: 'White' } },
    });
  });
});

describe('IssueCard: the edit guard and removing (§4)', () => {
  it('reports a pending warranty and a dirty form to the dialog, and clears them on Cancel, deleting its images', async () => {
    const attachments = [{ _id: 'att-1', fileName: 'a.gif', contentType: 'image/gif', size: 10, url: 'https://files.example/a.gif' }];
    const { guard, calls } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue()),
      handlers: {
        'adjustments.attachments': () => ({ attachments }),
        'adjustments.removeAttachment': () => ({ message: 'Deleted' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Request +' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Warranty' }));
    await waitFor(() => expect(guard().blocked()).toBe(editGuardMessages.pendingWarranty));
    await screen.findByRole('img', { name: 'a.gif' });
    fireEvent.click(buttons('Cancel')[0]!);
    await waitFor(() => expect(inputsOf(calls, 'adjustments.removeAttachment')).toEqual([{ id: 'issue-1', attachmentId: 'att-1' }]));
    await waitFor(() => expect(guard().blocked()).toBeNull());
    expect(screen.getByRole('button', { name: 'Add Request +' })).toBeDefined();
  });

  it('reports unsaved modifications of a saved request', async () => {
    const { guard } = renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder' })) });
    await screen.findByText('Complete Unit');
    fireEvent.change(input('Width (inches)'), { target: { value: '120' } });
    await waitFor(() => expect(guard().blocked()).toBe(editGuardMessages.unsavedModifications));
  });

  it('removes a request after confirming', async () => {
    const { calls } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder' })),
      handlers: { 'adjustments.removeRequest': () => makeIssue() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove request' }));
    expect(screen.getByText('This removes the request with its reason, changes and images. Are you sure you want to proceed?')).toBeDefined();
    expect(inputsOf(calls, 'adjustments.removeRequest')).toEqual([]);
    fireEvent.click(buttons('Remove request').at(-1)!);
    await waitFor(() => expect(inputsOf(calls, 'adjustments.removeRequest')).toEqual([{ id: 'issue-1' }]));
  });

  it("deletes an image after a confirmation, and shows the server's refusal as a toast", async () => {
    const attachments = [
      { _id: 'att-1', fileName: 'a.gif', contentType: 'image/gif', size: 10, addedBy: 'requester' as const, url: 'https://files.example/a.gif' },
    ];
    const { calls } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color', attachments })),
      handlers: {
        'adjustments.attachments': () => ({ attachments }),
        'adjustments.removeAttachment': () => {
          throw { code: 'CONFLICT', message: 'The adjustment is under review or decided: the requester cannot change it now' };
        },
      },
    });
    // The images are read after the card (a loaded machine takes longer than findBy's default second).
    fireEvent.click(await screen.findByRole('button', { name: 'Delete a.gif' }));
    expect(await screen.findByText('Delete this image?')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this image?')).toBeNull());
    expect(inputsOf(calls, 'adjustments.removeAttachment')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete a.gif' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The adjustment is under review or decided: the requester cannot change it now')).toBeDefined();
    expect(inputsOf(calls, 'adjustments.removeAttachment')).toEqual([{ id: 'issue-1', attachmentId: 'att-1' }]);
  });

  it('a reviewer may delete only the images reviewers attached: the dealer’s evidence has no delete button', async () => {
    const attachments = [
      { _id: 'att-1', fileName: 'dealer.png', contentType: 'image/png', size: 10, addedBy: 'requester' as const, url: 'https://files.example/dealer.png' },
      { _id: 'att-2', fileName: 'reviewer.png', contentType: 'image/png', size: 10, addedBy: 'reviewer' as const, url: 'https://files.example/reviewer.png' },
    ];
    renderIssueCard({
      viewer: 'reviewer',
      adjustment: {
        ...adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color', resolutionStatus: 'Awaiting_Reviewer', attachments })),
        status: 'Awaiting_Reviewer',
      },
      handlers: { 'adjustments.attachments': () => ({ attachments }) },
    });
    expect(await screen.findByRole('button', { name: 'Delete reviewer.png' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete dealer.png' })).toBeNull();
  });

  it('shows why the images could not be read', async () => {
    renderIssueCard({
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color' })),
      handlers: {
        'adjustments.attachments': () => {
          throw { code: 'NOT_FOUND', message: 'Issue not found' };
        },
      },
    });
    expect(await screen.findByText('Issue not found')).toBeDefined();
  });

  it('keeps Save of a filed warranty waiting while its last image is gone', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color' })) });
    await screen.findByText('No images attached.');
    fireEvent.change(input('Quantity'), { target: { value: '2' } });
    expect(screen.getByText('A warranty request needs at least one image.')).toBeDefined();
    expect(buttons('Save Modifications')[0]!.disabled).toBe(true);
  });
});
