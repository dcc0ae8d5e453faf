import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeApi } from '../../../test/fake-api';
import { inputsOf, makeAdjustment } from '../adjustments-test-kit';
import { AdminAdjustmentsPage } from './admin-adjustments-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });
const adjustment = makeAdjustment({ description: 'Wrong colour', status: 'Awaiting_Reviewer' });

function renderAt(path: string) {
  writeSession(admin);
  const calls = fakeApi({ 'adjustments.adminList': () => ({ items: [adjustment], total: 120, offset: 0, limit: 50 }), 'adjustments.get': () => adjustment });
  const { router } = renderRoutes(
    [
      {
        path: '/admin/adjustments/:id?',
        element: (
          <TestEnv>
            <AdminAdjustmentsPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  return { router, lists: () => inputsOf(calls, 'adjustments.adminList') };
}

describe('the admin adjustment list keeps its state in its address (issue 29 point 7)', () => {
  it('opens at the status, text, sort and page its link names; an adjustment opens and closes over the same list', async () => {
    const { router, lists } = renderAt('/admin/adjustments?status=Awaiting_Reviewer&q=colour&sort=description&dir=asc&page=2');
    const link = await screen.findByRole('link', { name: 'Open Wrong colour' });
    const listed = { status: 'Awaiting_Reviewer', filter: 'colour', orderBy: 'description', sortOrder: 'asc', offset: 50, limit: 50 };
    expect(lists().at(-1)).toEqual(listed);
    expect((screen.getByRole('textbox', { name: 'Adjustment or order name' }) as HTMLInputElement).value).toBe('colour');
    expect(link.getAttribute('href')).toBe(`/admin/adjustments/${adjustment._id}?status=Awaiting_Reviewer&q=colour&sort=description&dir=asc&page=2`);

    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/adjustments'));
    expect(router.state.location.search).toBe('?status=Awaiting_Reviewer&q=colour&sort=description&dir=asc&page=2');
    expect(lists().at(-1)).toEqual(listed);
  });
});
