import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { formatClock } from '../../../shared/format/dates';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeApi } from '../../../test/fake-api';
import { inputsOf, makeAdjustment, makeAdjustmentListItem, pageOf } from '../adjustments-test-kit';
import { DealerAdjustmentsPage } from './dealer-adjustments-page';

afterEach(() => vi.unstubAllGlobals());

const dealer = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
function renderPage(items: TAdjustmentListItem[], handlers: Parameters<typeof fakeApi>[0] = {}, path = '/account/adjustments') {
  writeSession(dealer);
  const calls = fakeApi({ 'adjustments.list': () => pageOf(items), ...handlers });
  const view = renderRoutes(
    [
      {
        path: '/account/adjustments/:id?',
        element: (
          <TestEnv>
            <DealerAdjustmentsPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  const lists = () => inputsOf(calls, 'adjustments.list');
  return { calls, lists, router: view.router };
}

/** A list call as the page sends it. */
const listed = (scope: string, orderBy: string, sortOrder: string) => ({ scope, orderBy, sortOrder, offset: 0, limit: 20 });

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('DealerAdjustmentsPage (spec §2 requester list)', () => {
  it('lists my adjustments: Date Created, Name, Status (the requester labels), Warranty Items, Reorder Items', async () => {
    const { lists, calls } = renderPage([
      makeAdjustmentListItem({
        description: 'Wrong colour',
        status: 'Awaiting_Reviewer',
        warrantyIssuesCount: 2,
        reorderIssuesCount: 1,
        createdAt: '2026-11-05T15:00:00.000Z',
      }),
      makeAdjustmentListItem({ description: 'Torn mesh', status: 'Awaiting_Requester' }),
      makeAdjustmentListItem({ description: 'Old one', status: 'Cancelled' }),
    ]);
    const row = await rowOf('Wrong colour');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The other rows were created the same day: the date shows its time (issue 29).
    expect(cells.slice(0, 5)).toEqual([
      `Nov 5, 2026, ${formatClock('2026-11-05T15:00:00.000Z')}`,
      expect.stringContaining('Wrong colour'),
      'Under review',
      '2',
      '1',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Date Created',
      'Name',
      'Status',
      'Warranty Items',
      'Reorder Items',
      'Actions',
    ]);
    expect(within(await rowOf('Torn mesh')).getByText('Awaiting your input').isConnected).toBe(true);
    expect(within(await rowOf('Old one')).getByText('Canceled').isConnected).toBe(true);
    expect(lists()).toEqual([listed('mine', 'createdAt', 'desc')]);
    expect(calls[0]?.authorization).toBe(`Bearer ${dealer.token}`);
  });

  it('opens an adjustment at /account/adjustments/{id} and its order at /store?order={orderId}', async () => {
    const item = makeAdjustmentListItem({ description: 'Wrong colour' });
    renderPage([item]);
    const row = await rowOf('Wrong colour');
    expect(within(row).getByRole('link', { name: 'Wrong colour' }).getAttribute('href')).toBe(`/account/adjustments/${item._id}`);
    expect(within(row).getByRole('link', { name: 'Open Wrong colour' }).getAttribute('href')).toBe(`/account/adjustments/${item._id}`);
    expect(within(row).getByRole('link', { name: 'View order Backyard' }).getAttribute('href')).toBe(`/store?order=${item.order._id}`);
  });

  it("switches to my team's adjustments, from the first page", async () => {
    const { lists } = renderPage([makeAdjustmentListItem()]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Team Adjustments' }));
    await waitFor(() => expect(lists().at(-1)).toEqual(listed('team', 'createdAt', 'desc')));
    expect((screen.getByRole('radio', { name: 'My Adjustments' }) as HTMLInputElement).checked).toBe(false);
  });

  it('sorts by a column header: a new column ascending, the same again descending', async () => {
    const { lists } = renderPage([makeAdjustmentListItem()]);
    fireEvent.click(await screen.findByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual(listed('mine', 'description', 'asc')));
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual(listed('mine', 'description', 'desc')));
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual(listed('mine', 'status', 'asc')));
  });

  it('offers delete only while Draft or Awaiting_Requester', async () => {
    renderPage([
      makeAdjustmentListItem({ description: 'Draft one', status: 'Draft' }),
      makeAdjustmentListItem({ description: 'Waiting one', status: 'Awaiting_Requester' }),
      makeAdjustmentListItem({ description: 'Reviewed one', status: 'Awaiting_Reviewer' }),
      makeAdjustmentListItem({ description: 'Done one', status: 'Approved' }),
    ]);
    expect(within(await rowOf('Draft one')).queryByRole('button', { name: 'Delete Draft one' })).not.toBeNull();
    expect(within(await rowOf('Waiting one')).queryByRole('button', { name: 'Delete Waiting one' })).not.toBeNull();
    expect(within(await rowOf('Reviewed one')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(await rowOf('Done one')).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks before deleting, in the spec words, then deletes it and reloads the list', async () => {
    const item = makeAdjustmentListItem({ description: 'Draft one' });
    let shown = [item];
    const { calls, lists } = renderPage([], {
      'adjustments.list': () => pageOf(shown),
      'adjustments.remove': () => {
        shown = [];
        return { message: 'Adjustment deleted' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Draft one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order adjustment?' });
    expect(
      within(dialog).getByText('This will permanently delete the order adjustment, including its uploaded images. Are you sure you want to proceed?')
        .isConnected,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inputsOf(calls, 'adjustments.remove')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Draft one' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete order adjustment?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.remove')).toEqual([{ id: item._id }]));
    expect((await screen.findByText(/You have no order adjustments yet/)).isConnected).toBe(true);
    expect(lists().length).toBeGreaterThan(1);
  });

  it("shows a refused delete as a toast with the server's reason", async () => {
    const item = makeAdjustmentListItem({ description: 'Draft one' });
    renderPage([item], {
      'adjustments.remove': () => {
        throw { code: 'CONFLICT', message: 'Only a Draft or Awaiting_Requester adjustment can be deleted' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Draft one' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete order adjustment?' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Only a Draft or Awaiting_Requester adjustment can be deleted')).isConnected).toBe(true);
    expect(screen.getByText('Could not delete the order adjustment').isConnected).toBe(true);
  });

  it('shows an error alert when the list cannot be loaded', async () => {
    renderPage([], {
      'adjustments.list': () => {
        throw { code: 'INTERNAL_SERVER_ERROR', message: 'The database is unavailable' };
      },
    });
    const alert = (await screen.findByText('Could not fetch order adjustments.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The database is unavailable').isConnected).toBe(true);
  });

  it('says so in plain words when there is none', async () => {
    renderPage([]);
    expect((await screen.findByText(/You have no order adjustments yet/)).isConnected).toBe(true);
  });
  it('/account/adjustments/{id} opens the Order Adjustment dialog as the requester over the list; closing it comes back to the list', async () => {
    const adjustment = makeAdjustment({ description: 'Wrong colour', status: 'Awaiting_Reviewer' });
    const { router, calls } = renderPage([adjustment], { 'adjustments.get': () => adjustment }, `/account/adjustments/${adjustment._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    expect((await within(dialog).findByText('Under review')).isConnected).toBe(true);
    expect(inputsOf(calls, 'adjustments.get')).toContainEqual({ id: adjustment._id });
    expect((await screen.findByRole('link', { name: 'Open Wrong colour' })).isConnected).toBe(true);
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/adjustments'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Adjustment' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Open Wrong colour' }).isConnected).toBe(true);
  });
  it('keeps the scope and sort while an adjustment is opened and closed', async () => {
    const adjustment = makeAdjustment({ description: 'Wrong colour' });
    const { router, lists } = renderPage([adjustment], { 'adjustments.get': () => adjustment });
    fireEvent.click(await screen.findByRole('radio', { name: 'Team Adjustments' }));
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual(listed('team', 'description', 'asc')));
    fireEvent.click(await screen.findByRole('link', { name: 'Wrong colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/adjustments'));
    expect((screen.getByRole('radio', { name: 'Team Adjustments' }) as HTMLInputElement).checked).toBe(true);
    expect(
      lists().every((input) => {
        const { scope, orderBy } = input as { scope: string; orderBy: string };
        return scope === 'team' || (scope === 'mine' && orderBy === 'createdAt');
      }),
    ).toBe(true);
    expect(lists().at(-1)).toEqual(listed('team', 'description', 'asc'));
  });
});
