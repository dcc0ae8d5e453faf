import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-files-api';
import { inputsOf } from '../adjustments-test-kit';
import { adjustmentWith, makeIssue, renderIssueCard, withIssue } from './issue-card-test-kit';

// Toasts live in a store of their own: one test's must not answer the next one's query.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** A text field, a number field, a select or an autocomplete by its label. */
const input = (name: string) => (screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name })) as HTMLInputElement;
/** The upload runs as a mutation: its request starts a tick after the click. */
const sentXhr = () =>
  waitFor(() => {
    expect(FakeXhr.last).toBeDefined();
    return FakeXhr.last!;
  });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('IssueCard header (§2)', () => {
  it("shows the issue type label, the request type and the status in the viewer's words", async () => {
    const issue = makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' });
    renderIssueCard({ adjustment: adjustmentWith(issue, { status: 'Awaiting_Reviewer' }), viewer: 'reviewer' });
    // A named region: the dialog's list finds each issue by its type (an aria-label on a plain div is not allowed).
    const card = await screen.findByRole('region', { name: 'Complete Unit' });
    expect(within(card).getByText('Reorder')).toBeDefined();
    expect(screen.getByText('Awaiting your review')).toBeDefined();
  });

  it('hides Add Request + on Complete Unit while a component of the screen has a request', async () => {
    const unit = makeIssue();
    const motor = makeIssue({ _id: 'issue-2', issueType: 'Retractable_Motor', adjustmentType: 'Reorder' });
    const adjustment = adjustmentWith(unit);
    adjustment.screens[0]!.issues.push(motor);
    renderIssueCard({ adjustment });
    await screen.findByText('Complete Unit');
    expect(screen.queryByRole('button', { name: 'Add Request +' })).toBeNull();
  });
});

describe('IssueCard: a reorder request (§4, §5)', () => {
  it('adds a reorder, saves a modified width and shows the price the server computed', async () => {
    const { calls, server } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue()),
      handlers: {
        'adjustments.updateIssue': (input) => {
          const { patch } = input as { patch: { modifications?: Record<string, number> } };
          const price = patch.modifications?.['Finished_Housing_Width_Inches'] === 120 ? 123456 : 100000;
          server.adjustment = withIssue(server.adjustment, {
            adjustmentType: 'Reorder',
            modifications: { ...patch.modifications, Price: price / 100, PriceCents: price },
          });
          return server.adjustment.screens[0]!.issues[0];
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Request +' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reorder' }));
    await screen.findByText('Price: $1,000.00');
    expect(inputsOf(calls, 'adjustments.updateIssue')[0]).toEqual({ id: 'issue-1', patch: { adjustmentType: 'Reorder' } });
    // The ordered width is shown; no form change, nothing to save.
    expect(input('Width (inches)').value).toBe('100');
    expect(screen.queryByRole('button', { name: 'Save Modifications' })).toBeNull();

    fireEvent.change(input('Width (inches)'), { target: { value: '120' } });
    fireEvent.click(button('Save Modifications'));
    await screen.findByText('Price: $1,234.56');
    expect(inputsOf(calls, 'adjustments.updateIssue').at(-1)).toEqual({
      id: 'issue-1',
      patch: { adjustmentType: 'Reorder', description: '', modifications: { Finished_Housing_Width_Inches: 120 } },
    });
    expect(screen.queryByRole('button', { name: 'Save Modifications' })).toBeNull();
  });

  it('checks the modifications with the domain before sending: no save while a width is out of range', async () => {
    const { calls } = renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder' })) });
    await screen.findByText('Complete Unit');
    // §4: from 360 in the width fraction is locked at 0, and the housing is 7 Curved.
    fireEvent.change(input('Width (inches)'), { target: { value: '360' } });
    expect(input('Width fraction').disabled).toBe(true);
    expect(input('Housing size').value).toBe('7');
    expect(input('Housing shape').value).toBe('Curved');
    fireEvent.change(input('Width (inches)'), { target: { value: '20' } });
    expect(screen.getByText('Minimum value is 36')).toBeDefined();
    expect(button('Save Modifications').disabled).toBe(true);
    fireEvent.click(button('Cancel'));
    expect(input('Width (inches)').value).toBe('100');
    expect(inputsOf(calls, 'adjustments.updateIssue')).toEqual([]);
  });

  it("the Other reason clears the text and asks for the dealer's own words, confirmed with Enter", async () => {
    const { calls } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder' })),
      handlers: { 'adjustments.updateIssue': () => makeIssue() },
    });
    await screen.findByText('Press Enter after typing your own.');
    const reason = input('Reason');
    fireEvent.change(reason, { target: { value: 'Oth' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    expect(reason.value).toBe('');
    expect(screen.getByText('Please type your own description and confirm with the Enter key.')).toBeDefined();
    fireEvent.change(reason, { target: { value: 'Wrong motor side ordered' } });
    // Typed, not confirmed: nothing to save yet.
    expect(screen.queryByRole('button', { name: 'Save Modifications' })).toBeNull();
    fireEvent.keyDown(reason, { key: 'Enter' });
    fireEvent.click(button('Save Modifications'));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.updateIssue')).toHaveLength(1));
    expect(inputsOf(calls, 'adjustments.updateIssue')[0]).toEqual({
      id: 'issue-1',
      patch: { adjustmentType: 'Reorder', description: 'Wrong motor side ordered', modifications: {} },
    });
  });

  it('RAL Code: editable only for Custom, required, 4 characters', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ issueType: 'Housing_Only', adjustmentType: 'Reorder' })) });
    await screen.findByText('Housing Only');
    expect(input('RAL Code').disabled).toBe(true);
    fireEvent.click(input('Color'));
    fireEvent.click(screen.getByRole('option', { name: 'Custom' }));
    expect(input('RAL Code').disabled).toBe(false);
    expect(screen.getByText('This field is required')).toBeDefined();
    fireEvent.change(input('RAL Code'), { target: { value: '90' } });
    expect(screen.getByText('RAL Code must be 4 characters long')).toBeDefined();
    expect(button('Save Modifications').disabled).toBe(true);
    fireEvent.change(input('RAL Code'), { target: { value: '9010' } });
    expect(screen.queryByText('RAL Code must be 4 characters long')).toBeNull();
    expect(button('Save Modifications').disabled).toBe(false);
  });
});

describe('IssueCard: a warranty request (§4, §5)', () => {
  it('is blocked without a reason and an image, then filed', async () => {
    FakeXhr.install();
    let attachments: { _id: string; fileName: string; contentType: string; size: number; addedBy: 'requester'; url: string; previewUrl?: string }[] = [];
    const { calls, server } = renderIssueCard({
      adjustment: adjustmentWith(makeIssue()),
      handlers: {
        'adjustments.attachments': () => ({ attachments }),
        'adjustments.fileWarranty': () => {
          server.adjustment = withIssue(server.adjustment, { adjustmentType: 'Warranty', description: 'Color', attachments });
          return server.adjustment.screens[0]!.issues[0];
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Request +' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Warranty' }));
    expect(await screen.findByText('A warranty request needs a reason. A warranty request needs at least one image.')).toBeDefined();
    expect(screen.getByText('Required field. Select an option or type your own and confirm with the Enter key.')).toBeDefined();
    expect(button('Save Warranty Request').disabled).toBe(true);

    fireEvent.change(input('Reason'), { target: { value: 'Col' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Color' }));
    expect(screen.getByText('A warranty request needs at least one image.')).toBeDefined();
    expect(button('Save Warranty Request').disabled).toBe(true);

    await screen.findByText('No images attached.');
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'scratch.gif', { type: 'image/gif' })] } });
    fireEvent.click(button('Upload'));
    const xhr = await sentXhr();
    expect(xhr.url).toBe('/api/issues/issue-1/attachments');
    expect((xhr.body!.getAll('files')[0] as File).name).toBe('scratch.gif');
    attachments = [
      {
        _id: 'att-1',
        fileName: 'scratch.gif',
        contentType: 'image/gif',
        size: 6,
        addedBy: 'requester',
        url: 'https://files.example/scratch.gif?sig=1',
        previewUrl: 'https://files.example/.variants/small/scratch.gif?sig=2',
      },
    ];
    act(() => xhr.respond(201, { attachments }));
    expect(((await screen.findByRole('img', { name: 'scratch.gif' })) as HTMLImageElement).src).toBe('https://files.example/.variants/small/scratch.gif?sig=2');

    await waitFor(() => expect(button('Save Warranty Request').disabled).toBe(false));
    fireEvent.click(button('Save Warranty Request'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Warranty Request' })).toBeNull());
    expect(inputsOf(calls, 'adjustments.fileWarranty')).toEqual([{ id: 'issue-1', description: 'Color', modifications: {} }]);
    expect(screen.getByText('Warranty')).toBeDefined();
  });

  it('lets a requester change only Quantity on a warranty', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color' })) });
    await screen.findByText('Complete Unit');
    expect(input('Width (inches)').disabled).toBe(true);
    expect(input('Color').disabled).toBe(true);
    expect(input('Track quantity').disabled).toBe(false);
    const quantity = input('Quantity');
    expect(quantity.disabled).toBe(false);
    fireEvent.change(quantity, { target: { value: '3' } });
    // The ordered line has 2 copies: a warranty claims at most what was ordered.
    expect(screen.getByText('Maximum value is 2')).toBeDefined();
  });

  it("shows the attachment limits before sending and the server's refusal as a toast", async () => {
    FakeXhr.install();
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color' })) });
    await screen.findByText('No images attached.');
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    const gif = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/gif' });

    fireEvent.change(picker, { target: { files: [gif('a.gif'), gif('b.gif'), gif('c.gif')] } });
    fireEvent.click(button('Upload'));
    expect(await screen.findByText('You can attach a maximum of 2 files')).toBeDefined();

    fireEvent.change(picker, { target: { files: [gif('big.gif', 5 * 1024 * 1024 + 1)] } });
    fireEvent.click(button('Upload'));
    expect(await screen.findByText('Maximum file size is 5MB')).toBeDefined();

    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(button('Upload'));
    expect(await screen.findByText('Only images (gif, jpeg, jpg, png) can be attached')).toBeDefined();
    expect(FakeXhr.last).toBeUndefined();

    fireEvent.change(picker, { target: { files: [gif('fake.gif')] } });
    fireEvent.click(button('Upload'));
    const xhr = await sentXhr();
    act(() => xhr.respond(400, { code: 'BAD_REQUEST', message: 'fake.gif: only gif, jpeg or png images can be attached' }));
    expect(await screen.findByText('fake.gif: only gif, jpeg or png images can be attached')).toBeDefined();
  });
});

describe('IssueCard: a full set of images', () => {
  it('offers no picker once the issue holds 2 images, and says why', async () => {
    const image = (id: string) => ({
      _id: id,
      fileName: `${id}.png`,
      contentType: 'image/png',
      size: 100,
      addedBy: 'requester' as const,
      url: `https://files.example/${id}.png`,
    });
    renderIssueCard({
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Color' })),
      handlers: { 'adjustments.attachments': () => ({ attachments: [image('left'), image('right')] }) },
    });
    expect(await screen.findByText('2 of 2 images attached: delete one to attach another.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'left.png' })).toBeDefined();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});

describe('IssueCard: comments (§5, §6)', () => {
  it('counts up to 500 characters, refuses more, and sends the comment', async () => {
    const issue = makeIssue({ adjustmentType: 'Reorder' });
    const { calls } = renderIssueCard({
      adjustment: adjustmentWith(issue),
      handlers: { 'adjustments.comment': () => issue },
    });
    await screen.findByText('0 of 500');
    const box = screen.getByRole('textbox', { name: 'New comment' });
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501 of 500')).toBeDefined();
    expect(screen.getByText('Comment must be 500 characters or less')).toBeDefined();
    expect(button('Add comment').disabled).toBe(true);
    fireEvent.change(box, { target: { value: ' Please check the width ' } });
    fireEvent.click(button('Add comment'));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.comment')).toHaveLength(1));
    expect(inputsOf(calls, 'adjustments.comment')[0]).toEqual({ id: 'issue-1', text: 'Please check the width' });
  });

  it('names the authors You, Reviewer or Requester', async () => {
    const issue = makeIssue({ adjustmentType: 'Reorder' });
    const { user } = renderIssueCard({ adjustment: adjustmentWith(issue) });
    await screen.findByText('Complete Unit');
    // The session is known only after render: the comments refer to it.
    const comments = [
      { text: 'Mine', createdBy: user._id, createdByRole: 'requester' as const, createdAt: '2026-11-21T10:00:00.000Z' },
      { text: 'Theirs', createdBy: 'someone', createdByRole: 'reviewer' as const, createdAt: '2026-11-21T11:00:00.000Z' },
    ];
    vi.unstubAllGlobals();
    renderIssueCard({ adjustment: adjustmentWith({ ...issue, _id: 'issue-1', comments }), user });
    const mine = (await screen.findAllByText('Mine')).at(-1)!.closest('div')!;
    expect(within(mine.parentElement!).getByText('You')).toBeDefined();
    expect(screen.getByText('Reviewer')).toBeDefined();
  });
});

describe('IssueCard: the reviewer (§2, §4)', () => {
  it('sets the request status with the toggle', async () => {
    const issue = makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' });
    const { calls } = renderIssueCard({
      adjustment: adjustmentWith(issue, { status: 'Awaiting_Reviewer' }),
      viewer: 'reviewer',
      handlers: { 'adjustments.updateIssue': () => ({ ...issue, resolutionStatus: 'Approved' }) },
    });
    await screen.findByText('Request status');
    for (const label of ['In Review', 'Awaiting Requester', 'Rejected', 'Approved']) expect(screen.getByRole('radio', { name: label })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.updateIssue')).toHaveLength(1));
    expect(inputsOf(calls, 'adjustments.updateIssue')[0]).toEqual({ id: 'issue-1', patch: { resolutionStatus: 'Approved' } });
  });

  it('locks everything once the adjustment is finalized', async () => {
    const issue = makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Approved' });
    renderIssueCard({ adjustment: adjustmentWith(issue, { status: 'Approved' }), viewer: 'reviewer' });
    await screen.findByText('Complete Unit');
    expect(input('Width (inches)').disabled).toBe(true);
    expect(input('Quantity').disabled).toBe(true);
    expect(input('Reason').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove request' })).toBeNull();
    expect(screen.queryByText('Request status')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });

  it("locks a requester's form while the adjustment is finalized too", async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Rejected' }), { status: 'Rejected' }) });
    await screen.findByText('Complete Unit');
    expect(input('Width (inches)').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove request' })).toBeNull();
  });
});
