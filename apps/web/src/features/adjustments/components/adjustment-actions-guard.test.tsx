import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { AdjustmentActionsBar } from './adjustment-actions-bar';
import { GuardedDialog } from './adjustment-dialog';
import { EditGuardProvider, editGuardMessages, useEditGuard } from './adjustment-edit-guard';
import { AdjustmentHeader } from './adjustment-header';
import { makeAdjustment, makeIssue } from './issue-card-test-kit';
import { partLineOf } from '../ordered-lines-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function PendingWarranty() {
  const guard = useEditGuard();
  return (
    <button type="button" onClick={() => guard.setPendingWarranty('w', true)}>
      start a warranty
    </button>
  );
}

describe('the main buttons and the edit guard (spec §4)', () => {
  it('refuses Submit for review with the spec’s alert while a warranty request is pending, sending nothing', () => {
    writeSession(makeUser());
    const calls = fakeApi({ 'adjustments.update': () => ({}) });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const adjustment = makeAdjustment({
      parts: [{ item: partLineOf({ partId: 'p' }), issues: [makeIssue({ itemType: 'Part', issueType: 'Part', adjustmentType: 'Reorder' })] }],
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <TestEnv>
              <EditGuardProvider>
                <PendingWarranty />
                <AdjustmentActionsBar adjustment={adjustment} viewer="requester" />
              </EditGuardProvider>
            </TestEnv>
          ),
        },
      ],
      '/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'start a warranty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(alert).toHaveBeenCalledWith(editGuardMessages.pendingWarranty);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel adjustment' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Cancel adjustment?' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the status info tooltip (spec §2, §9)', () => {
  it('opens 200 ms after the pointer rests on the icon', () => {
    vi.useFakeTimers();
    writeSession(makeUser());
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <TestEnv>
              <AdjustmentHeader adjustment={makeAdjustment({ status: 'Awaiting_Reviewer' })} viewer="requester" />
            </TestEnv>
          ),
        },
      ],
      '/',
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'About this status' }));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('tooltip').textContent).toContain('A reviewer is working on your requests');
  });
});

describe('closing the dialog and the edit guard', () => {
  it('keeps the dialog open with the spec’s alert while modifications are unsaved', async () => {
    writeSession(makeUser());
    fakeApi({ 'adjustments.get': () => makeAdjustment() });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const onClose = vi.fn();
    function Dirty() {
      const guard = useEditGuard();
      return (
        <button type="button" onClick={() => guard.setDirty('i', true)}>
          edit a form
        </button>
      );
    }
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <TestEnv>
              <EditGuardProvider>
                <Dirty />
                <GuardedDialog adjustmentId="adj-1" viewer="requester" onClose={onClose} />
              </EditGuardProvider>
            </TestEnv>
          ),
        },
      ],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    fireEvent.click(screen.getByRole('button', { name: 'edit a form' }));
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    expect(alert).toHaveBeenCalledWith(editGuardMessages.unsavedModifications);
    expect(onClose).not.toHaveBeenCalled();
  });
});
