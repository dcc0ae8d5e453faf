import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeApi } from '../../../test/fake-api';
import { inputsOf, makeAdjustment, makeAdjustmentListItem } from '../adjustments-test-kit';
import { AdminAdjustmentsPage } from './admin-adjustments-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });

function renderPage(items: TAdjustmentListItem[], handlers: Parameters<typeof fakeApi>[0] = {}, total = items.length, path = '/admin/adjustments') {
  writeSession(admin);
  const calls = fakeApi({ 'adjustments.adminList': () => ({ items, total, offset: 0, limit: 50 }), ...handlers });
  const view = renderRoutes(
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
  const lists = () => inputsOf(calls, 'adjustments.adminList');
  return { calls, lists, router: view.router };
}

const base = { orderBy: 'createdAt', sortOrder: 'desc' };

describe('AdminAdjustmentsPage (spec §2 admin list)', () => {
  it('lists every adjustment with the reviewer labels, 50 a page, each opening at /admin/adjustments/{id}', async () => {
    const waiting = makeAdjustmentListItem({
      description: 'Wrong colour',
      status: 'Awaiting_Reviewer',
      warrantyIssuesCount: 1,
      reorderIssuesCount: 3,
      createdAt: '2026-11-15T15:00:00.000Z',
    });
    const { lists } = renderPage([waiting, makeAdjustmentListItem({ description: 'Torn mesh', status: 'Awaiting_Requester' })]);
    const row = (await screen.findByRole('link', { name: 'Wrong colour' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
      // Who is asking (issue 29): the dealer's ERP customer, then the portal user.
    ).toEqual(['Nov 15, 2026', expect.stringContaining('Wrong colour'), 'Patio ProsDana Dealer', 'Awaiting your review', '1', '3']);
    expect(screen.getByRole('columnheader', { name: 'Dealer' }).isConnected).toBe(true);
    // Its order, by portal number and name (issue 30).
    expect(within(row).getByText('For order P-000999 · Backyard').isConnected).toBe(true);
    expect(within(row).getByRole('link', { name: 'Open Wrong colour' }).getAttribute('href')).toBe(`/admin/adjustments/${waiting._id}`);
    const torn = screen.getByRole('link', { name: 'Torn mesh' }).closest('tr') as HTMLElement;
    expect(within(torn).getByText('Awaiting requester').isConnected).toBe(true);
    // The requester's actions are not the reviewer's.
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(lists()).toEqual([{ ...base, offset: 0, limit: 50 }]);
  });

  it('filters by status at once and by adjustment or order name once typing stops, from the first page', async () => {
    const { lists } = renderPage([makeAdjustmentListItem()]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Awaiting your review' }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'Awaiting_Reviewer', ...base, offset: 0, limit: 50 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Adjustment or order name' }), { target: { value: ' Acme ' } });
    await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'Awaiting_Reviewer', filter: 'Acme', ...base, offset: 0, limit: 50 }));
  });

  it('pages by offset and sorts by a column header', async () => {
    const { lists } = renderPage([makeAdjustmentListItem()], {}, 120);
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ ...base, offset: 50, limit: 50 }));
    fireEvent.click(screen.getByRole('button', { name: /Date Created/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ orderBy: 'createdAt', sortOrder: 'asc', offset: 0, limit: 50 }));
  });

  it('says so when nothing matches the filters', async () => {
    renderPage([]);
    expect((await screen.findByText('No dealer has started an order adjustment yet.')).isConnected).toBe(true);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canceled' }));
    expect((await screen.findByText('No order adjustments match these filters.')).isConnected).toBe(true);
  });

  it('shows an error alert when the list cannot be loaded', async () => {
    renderPage([], {
      'adjustments.adminList': () => {
        throw { code: 'NOT_FOUND', message: 'Not found' };
      },
    });
    const alert = (await screen.findByText('Could not fetch order adjustments.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Not found').isConnected).toBe(true);
  });
  it('/admin/adjustments/{id} opens the Order Adjustment dialog as the reviewer over the list; closing it comes back to the list', async () => {
    const adjustment = makeAdjustment({ description: 'Wrong colour', status: 'Awaiting_Reviewer' });
    const { router, calls } = renderPage([adjustment], { 'adjustments.get': () => adjustment }, 1, `/admin/adjustments/${adjustment._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    expect((await within(dialog).findByText('Awaiting your review')).isConnected).toBe(true);
    expect(inputsOf(calls, 'adjustments.get')).toContainEqual({ id: adjustment._id });
    expect((await screen.findByRole('link', { name: 'Open Wrong colour' })).isConnected).toBe(true);
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/adjustments'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Adjustment' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Open Wrong colour' }).isConnected).toBe(true);
  });
});
