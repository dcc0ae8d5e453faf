import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDealerOrdersInput } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import type { RowActions } from '../row-actions';
import { DealerOrdersPage } from './dealer-orders-page';

afterEach(() => vi.unstubAllGlobals());

/** The dealer who owns makeOrder()'s orders (customer C0001). */
const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });

function renderPage(orders: OrderView[], extra: Record<string, (input: unknown) => unknown> = {}, viewer = owner, rowActions?: RowActions) {
  writeSession(viewer);
  const calls = fakeApi({
    'orders.dealerList': () => ({ items: orders, total: orders.length, offset: 0, limit: 25 }),
    'settings.get': () => ({ adjustmentsEnabled: true }),
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/account/orders',
        element: (
          <TestEnv>
            <DealerOrdersPage rowActions={rowActions} />
          </TestEnv>
        ),
      },
    ],
    '/account/orders',
  );
  const lastInput = () => calls.filter((call) => call.path === 'orders.dealerList').at(-1)?.input as TDealerOrdersInput | undefined;
  return { calls, lastInput };
}

describe('DealerOrdersPage (spec §2 Dealer order list)', () => {
  it("shows a team's viewer (issue 32) the team's orders to read: no store link, no View, Copy or row actions", async () => {
    const viewer = makeUser({ _id: '00000000-0000-4000-8000-000000000009', storeAccess: false, teamRole: 'viewer', bc_customer_id: 'C10000' });
    const teamOrder = makeOrder({ orderName: 'Deck', status: 'SUBMITTED', user: owner._id });
    renderPage([teamOrder], {}, viewer, () => <button type="button">Adjust Deck</button>);
    const row = (await screen.findByText('Deck')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link', { name: 'Deck' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Deck' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust Deck' })).toBeNull();
  });

  it('lists my orders, 25 per page, with their portal numbers, list dates and money in the order currency', async () => {
    const { lastInput } = renderPage([
      makeOrder({
        orderName: 'Deck',
        portalNumber: 'P-000417',
        orderNumber: '4411',
        createdAt: '2026-11-05T15:00:00.000Z',
        totalsCents: { partsTotal: 0, screensTotal: 123456, roofsTotal: 0, totalPrice: 123456 },
      }),
    ]);
    const row = (await screen.findByText('Deck')).closest('tr') as HTMLElement;
    // The Created column; phones see the date under the name instead (CSS, not jsdom).
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('Nov 05, 2026');
    expect(within(row).getByText('$1,234.56').isConnected).toBe(true);
    expect(within(row).getByText('4411').isConnected).toBe(true);
    expect(within(row).getByText('P-000417').isConnected).toBe(true);
    expect(lastInput()).toEqual({ scope: 'mine', orderBy: 'updatedAt', sortOrder: 'desc', offset: 0, limit: 25 });
  });

  it('switches to team orders', async () => {
    const { lastInput } = renderPage([makeOrder()]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Team Orders' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ scope: 'team', offset: 0 }));
  });

  it('toggles the direction of the active column; a new column starts ascending', async () => {
    const { lastInput } = renderPage([makeOrder()]);
    fireEvent.click(await screen.findByRole('button', { name: /Ship Date/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'shippingDate', sortOrder: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /Ship Date/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'shippingDate', sortOrder: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: /Order Name/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'orderName', sortOrder: 'asc' }));
  });

  it('edits drafts and views other orders in the store; delete only for Draft or Rejected', async () => {
    const draft = makeOrder({ orderName: 'A draft', status: 'DRAFT' });
    renderPage([
      draft,
      makeOrder({ orderName: 'A rejection', status: 'REJECTED' }),
      makeOrder({ orderName: 'A submission', status: 'SUBMITTED' }),
      makeOrder({ orderName: 'A shipment', status: 'Shipped' }),
    ]);
    expect((await screen.findByRole('link', { name: 'Edit A draft' })).getAttribute('href')).toBe(`/store?order=${draft._id}`);
    expect(screen.getByRole('link', { name: 'View A submission' }).isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'View A rejection' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete A draft' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete A rejection' }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete A submission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete A shipment' })).toBeNull();
  });

  it("offers a teammate's orders to view only: no Edit, no Delete", async () => {
    const teammate = makeUser({ _id: '00000000-0000-4000-8000-0000000000bb', storeAccess: true });
    renderPage([makeOrder({ orderName: 'Their draft', status: 'DRAFT' }), makeOrder({ orderName: 'Their rejection', status: 'REJECTED' })], {}, teammate);
    expect((await screen.findByRole('link', { name: 'View Their draft' })).isConnected).toBe(true);
    expect(screen.queryByRole('link', { name: 'Edit Their draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Their draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Their rejection' })).toBeNull();
  });

  it('deletes after confirmation and shows a toast when the delete fails', async () => {
    const draft = makeOrder({ orderName: 'Old draft', status: 'DRAFT' });
    const { calls } = renderPage([draft], {
      'orders.remove': () => {
        throw { code: 'CONFLICT', message: 'Only Draft or Rejected orders can be deleted.' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.path === 'orders.remove')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Could not delete order.')).isConnected).toBe(true);
    expect(screen.getByText('Only Draft or Rejected orders can be deleted.').isConnected).toBe(true);
    expect(calls.find((call) => call.path === 'orders.remove')?.input).toEqual({ id: draft._id });
  });

  it('shows the tracking link for an agent with one, and the contact note for TEAMS', async () => {
    renderPage([
      makeOrder({ orderName: 'By UPS', status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999', shippingDate: '2026-11-10T12:00:00.000Z' }),
      makeOrder({
        orderName: 'By TEAMS',
        status: 'Shipped',
        shippingAgent: 'TEAMS Transportation',
        trackingNumber: 'T-42',
        tracking: { note: 'Contact TEAMS Transportation with the tracking number for status.' },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of By UPS' }));
    // No `tracking` from the server: the link is built from the agent list.
    expect(screen.getByRole('link', { name: '1Z999' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(screen.getAllByText('Nov 10, 2026').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show details of By TEAMS' }));
    expect(screen.getByText('T-42').isConnected).toBe(true);
    expect(screen.queryByRole('link', { name: 'T-42' })).toBeNull();
    expect(screen.getByText('Contact TEAMS Transportation with the tracking number for status.').isConnected).toBe(true);
    await waitFor(() => expect(screen.getAllByText('None')).toHaveLength(2)); // the two orders' adjustments, once settings.get says the feature is on
  });

  it("names an approved order's sales order once Business Central holds it, and says nothing of one before", async () => {
    const sync = { status: 'sent' as const, salesOrderNumber: 'S-ORD-10001', attempts: 1, lastAttemptAt: '2026-12-07T10:00:00.000Z', lastError: null };
    renderPage([
      makeOrder({ orderName: 'In the ERP', status: 'APPROVED', salesOrderNumber: 'S-ORD-10001', erpSync: sync }),
      makeOrder({ orderName: 'Not yet', status: 'APPROVED' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of In the ERP' }));
    expect(screen.getByText('In Business Central as S-ORD-10001').isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Not yet' }));
    expect(screen.getAllByText(/^In Business Central as/)).toHaveLength(1);
  });

  it('shows an error alert when the list fails', async () => {
    fakeApi({
      'orders.dealerList': () => {
        throw { code: 'FORBIDDEN', message: 'Store access required' };
      },
    });
    renderRoutes([{ path: '/account/orders', element: <DealerOrdersPage /> }], '/account/orders');
    expect((await screen.findByText('Could not fetch orders.')).isConnected).toBe(true);
    expect(screen.getByText('Store access required').isConnected).toBe(true);
  });
});

describe('order history in the expanded row', () => {
  it('shows every status change with who and the reason', async () => {
    const order = makeOrder({
      orderName: 'With history',
      status: 'REJECTED',
      history: [
        { at: '2026-11-02T15:04:00.000Z', by: 'Sam Shade', from: null, to: 'SUBMITTED', reason: null, changes: [] },
        { at: '2026-11-03T09:30:00.000Z', by: 'Alice Admin', from: 'SUBMITTED', to: 'REJECTED', reason: 'Wrong colour', changes: [] },
      ],
    });
    renderPage([order]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of With history' }));
    const history = await screen.findByRole('list', { name: 'Order history' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Sam Shade: Submitted');
    expect(items[1]).toContain('Alice Admin: Submitted → Rejected (Wrong colour)');
    // 'MMMM d, yyyy, h:mm a' (spec §9), in the viewer's time zone.
    expect(items[0]).toMatch(/^November 2, 2026, \d{1,2}:\d{2} (AM|PM) · /);
  });

  it("shows an administrator's changes to a submitted order line by line", async () => {
    const order = makeOrder({
      orderName: 'Changed by staff',
      history: [
        {
          at: '2026-11-03T09:30:00.000Z',
          by: 'Alice Admin',
          from: 'SUBMITTED',
          to: 'SUBMITTED',
          reason: null,
          changes: [{ line: 'Part 1 (Remote)', before: 'Quantity 3', after: 'Quantity 5' }],
        },
      ],
    });
    renderPage([order]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Changed by staff' }));
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(history.textContent).toContain('Alice Admin: changed the order');
    expect(history.textContent).toContain('Part 1 (Remote): Quantity 3 → Quantity 5');
  });
});

describe('warranty requests in the expanded row (issue 17)', () => {
  it('an approved or shipped order lists its requests, read when the row opens; other orders have none to read', async () => {
    const shipped = makeOrder({ orderName: 'Shipped deck', status: 'Shipped' });
    const submitted = makeOrder({ orderName: 'Waiting deck', status: 'SUBMITTED' });
    const request = {
      _id: '20000000-0000-4000-8000-000000000001',
      warrantyId: 'W-00012',
      warrantyStatus: 'In Progress',
      itemsCount: 2,
      createdAt: '2026-11-07T15:00:00.000Z',
      userDetails: { userName: 'Terry Teammate' },
    };
    const { calls } = renderPage([shipped, submitted], { 'warranty.forOrder': () => ({ items: [request], total: 1, offset: 0, limit: 50 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Waiting deck' }));
    await screen.findByText('Adjustments');
    expect(screen.queryByText('Warranty requests')).toBeNull();
    expect(calls.filter((call) => call.path === 'warranty.forOrder')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Shipped deck' }));
    expect((await screen.findByText(/W-00012/)).textContent).toBe('W-00012 · In Progress · 2 items · Nov 07, 2026 · Terry Teammate');
    expect(calls.filter((call) => call.path === 'warranty.forOrder').map((call) => call.input)).toEqual([{ orderId: shipped._id }]);
  });
});

describe('order adjustments in the list (issue 19)', () => {
  const adjusted = () =>
    makeOrder({
      orderName: 'Adjusted deck',
      status: 'Shipped',
      adjustments: [
        { _id: '30000000-0000-4000-8000-000000000001', createdAt: '2026-11-08T15:00:00.000Z', status: 'Awaiting_Reviewer' },
        { _id: '30000000-0000-4000-8000-000000000002', createdAt: '2026-11-09T15:00:00.000Z', status: 'Cancelled' },
      ],
    });

  it("the expanded row lists the order's adjustments: date, the order-list label, a link opening each", async () => {
    renderPage([adjusted()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Adjusted deck' }));
    const first = await screen.findByRole('link', { name: 'Open the adjustment of Nov 08, 2026' });
    expect(first.getAttribute('href')).toBe('/account/adjustments/30000000-0000-4000-8000-000000000001');
    expect(first.closest('p')?.textContent).toBe('Nov 08, 2026 · In Review · Open');
    expect(screen.getByRole('link', { name: 'Open the adjustment of Nov 09, 2026' }).closest('p')?.textContent).toBe('Nov 09, 2026 · Canceled · Open');
  });

  it('an administrator opens them as the reviewer, at /admin/adjustments/{id}', async () => {
    renderPage([adjusted()], {}, makeUser({ isAdmin: true, storeAccess: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Adjusted deck' }));
    expect((await screen.findByRole('link', { name: 'Open the adjustment of Nov 08, 2026' })).getAttribute('href')).toBe(
      '/admin/adjustments/30000000-0000-4000-8000-000000000001',
    );
  });

  it('shows no adjustments while the Order adjustments switch is off', async () => {
    const { calls } = renderPage([adjusted()], { 'settings.get': () => ({ adjustmentsEnabled: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Adjusted deck' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'settings.get')).toBe(true));
    await screen.findByText('Ship date');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Adjustments')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the adjustment/ })).toBeNull();
  });

  it("shows the row actions app/ gives (the adjustments' Adjust) in the actions column and, for phones, in the opened row", async () => {
    renderPage([makeOrder({ orderName: 'Deck' })], {}, owner, (order) => <button type="button">Extra {order.orderName}</button>);
    expect((await screen.findAllByRole('button', { name: 'Extra Deck' })).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Deck' }));
    expect(screen.getAllByRole('button', { name: 'Extra Deck' }).length).toBe(2);
  });
});
