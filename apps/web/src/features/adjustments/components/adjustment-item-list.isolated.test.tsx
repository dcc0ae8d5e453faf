import { fireEvent, screen, within } from '@testing-library/react';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { EditGuardProvider, editGuardMessages, useEditGuard } from './adjustment-edit-guard';
import { AdjustmentItemList } from './adjustment-item-list';
import { itemKinds, type ItemKind } from './adjustment-items';
import { makeAdjustment, makeIssue } from './issue-card-test-kit';
import { partLineOf, screenLineOf } from '../ordered-lines-test-kit';

afterEach(() => vi.unstubAllGlobals());

// The list is under test, not the issue card (its own tests cover it): a stand-in named by the issue type.
vi.mock('./issue-card', () => ({
  IssueCard: ({ issue }: { issue: { issueType: string } }) => <div aria-label={issue.issueType.replaceAll('_', ' ')}>{issue.issueType}</div>,
}));

const screenEntry = (id: string, name: string, issues = [makeIssue({ _id: `${id}-cu`, itemId: id })]) => ({
  item: screenLineOf({ screenId: id, screenName: name }),
  issues,
});
const partEntry = (id: string) => ({
  item: partLineOf({ partId: id, number: `P-${id}`, displayName: 'Gasket' }),
  issues: [makeIssue({ _id: `${id}-part`, itemType: 'Part', itemId: id, issueType: 'Part' })],
});

/** Stands in for an issue card reporting an unsaved form or a pending warranty. */
function GuardSwitches() {
  const guard = useEditGuard();
  return (
    <>
      <button type="button" onClick={() => guard.setDirty('x', true)}>
        make dirty
      </button>
      <button type="button" onClick={() => guard.setPendingWarranty('y', true)}>
        make pending
      </button>
      <button
        type="button"
        onClick={() => {
          guard.setDirty('x', false);
          guard.setPendingWarranty('y', false);
        }}
      >
        all saved
      </button>
    </>
  );
}

function renderList(adjustment: TAdjustment, kind: ItemKind, viewer: 'requester' | 'reviewer' = 'requester') {
  writeSession(makeUser());
  fakeApi({});
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TestEnv>
            <EditGuardProvider>
              <GuardSwitches />
              <AdjustmentItemList adjustment={adjustment} kind={kind} viewer={viewer} />
            </EditGuardProvider>
          </TestEnv>
        ),
      },
    ],
    '/',
  );
}

const [screens, , parts] = itemKinds;
const header = (name: RegExp) => screen.getByRole('button', { name });

describe('AdjustmentItemList (spec §2 item lists)', () => {
  it('opens one screen at a time, and shows its issues only while open', () => {
    renderList(makeAdjustment({ screens: [screenEntry('s1', 'Patio east'), screenEntry('s2', 'Patio west')] }), screens);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    fireEvent.click(header(/Patio east/));
    expect(header(/Patio east/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Complete Unit').isConnected).toBe(true);
    fireEvent.click(header(/Patio west/));
    expect(header(/Patio west/).getAttribute('aria-expanded')).toBe('true');
    expect(header(/Patio east/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByLabelText('Complete Unit')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(header(/Patio west/).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens many parts at once, and Expand all opens every one', () => {
    renderList(makeAdjustment({ parts: [partEntry('a'), partEntry('b'), partEntry('c')] }), parts);
    fireEvent.click(header(/P-a/));
    fireEvent.click(header(/P-b/));
    expect(header(/P-a/).getAttribute('aria-expanded')).toBe('true');
    expect(header(/P-b/).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(header(/P-c/).getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses to open another item with the spec’s alert while a form is unsaved or a warranty pending', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderList(makeAdjustment({ screens: [screenEntry('s1', 'Patio east'), screenEntry('s2', 'Patio west')] }), screens);
    fireEvent.click(header(/Patio east/));
    fireEvent.click(screen.getByRole('button', { name: 'make dirty' }));
    fireEvent.click(header(/Patio west/));
    expect(alert).toHaveBeenLastCalledWith(editGuardMessages.unsavedModifications);
    expect(header(/Patio east/).getAttribute('aria-expanded')).toBe('true');
    expect(header(/Patio west/).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'make pending' }));
    fireEvent.click(header(/Patio west/));
    expect(alert).toHaveBeenLastCalledWith(editGuardMessages.pendingWarranty);
    fireEvent.click(screen.getByRole('button', { name: 'all saved' }));
    fireEvent.click(header(/Patio west/));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(header(/Patio west/).getAttribute('aria-expanded')).toBe('true');
  });

  it('counts an item’s requests and those awaiting the viewer, and hides component issues beside a Complete Unit request', () => {
    const issues = [
      makeIssue({ _id: 'cu', itemId: 's1', issueType: 'Complete_Unit', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Requester' }),
      makeIssue({ _id: 'bb', itemId: 's1', issueType: 'Bottom_Bar' }),
      makeIssue({ _id: 'sm', itemId: 's1', issueType: 'Screen_Material' }),
    ];
    renderList(makeAdjustment({ status: 'Awaiting_Requester', screens: [screenEntry('s1', 'Patio east', issues)] }), screens);
    const card = header(/Patio east/);
    expect(within(card).getByText('1 issue').isConnected).toBe(true);
    expect(within(card).getByText('1 awaiting you').isConnected).toBe(true);
    fireEvent.click(card);
    expect(screen.getByLabelText('Complete Unit').isConnected).toBe(true);
    expect(screen.queryByLabelText('Bottom Bar')).toBeNull();
  });
});
