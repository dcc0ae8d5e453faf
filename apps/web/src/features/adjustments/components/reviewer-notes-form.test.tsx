import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../adjustments-test-kit';
import { renderDialog } from './adjustment-test-kit';
import { makeAdjustment } from './issue-card-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('Reviewer notes (spec §2, §5)', () => {
  it('shows the counter only while edited, red with the spec’s message past 1000, and saves them as {reviewerNotes}', async () => {
    const { calls } = renderDialog(makeAdjustment({ status: 'Awaiting_Reviewer', reviewerNotes: 'Old' }), 'reviewer', { 'adjustments.update': () => ({}) });
    const notes = (await screen.findByLabelText(/Reviewer notes/)) as HTMLTextAreaElement;
    expect(screen.queryByTestId('notes-counter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.change(notes, { target: { value: 'x'.repeat(1001) } });
    const counter = screen.getByTestId('notes-counter');
    expect(counter.textContent).toBe('(1001 of 1000)');
    expect(counter.getAttribute('style') ?? counter.className).toMatch(/red/);
    expect(screen.getByText('Notes must be 1000 characters or less').isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(notes, { target: { value: 'Call the dealer on Monday' } });
    expect(screen.getByTestId('notes-counter').textContent).toBe('(25 of 1000)');
    expect(screen.getByTestId('notes-counter').getAttribute('style') ?? '').not.toMatch(/red/);
    expect(screen.queryByText('Notes must be 1000 characters or less')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { reviewerNotes: 'Call the dealer on Monday' } }]));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.get')).toHaveLength(2));
  });

  it('is never shown to the requester', async () => {
    renderDialog(makeAdjustment({ status: 'Awaiting_Reviewer' }), 'requester');
    await screen.findByText('Patio fix');
    expect(screen.queryByLabelText(/Reviewer notes/)).toBeNull();
  });
});
