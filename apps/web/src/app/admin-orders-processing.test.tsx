import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { makeOrder } from '../test/order-factory';
import { renderRoutes } from '../test/render-with-providers';
import { TestEnv } from '../test/test-env';
import { AdminOrdersWithAdjustments } from './orders-with-adjustments';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ isAdmin: true, storeAccess: true });
const submitted = makeOrder({ orderName: 'Submitted deck', status: 'SUBMITTED', version: 4 });
const approved = makeOrder({ orderName: 'Approved deck', status: 'APPROVED' });

function renderList() {
  writeSession(admin);
  const list = () => ({ items: [submitted, approved], total: 2, offset: 0, limit: 50 });
  const calls = fakeApi({
    'orders.adminList': list,
    'orders.get': () => submitted,
    'orders.save': () => ({ ...submitted, status: 'APPROVED', version: 5 }),
    'orders.reject': () => ({ ...submitted, status: 'REJECTED' }),
    'customers.transferParties': () => [],
    'settings.get': () => ({ adjustmentsEnabled: true }),
  });
  renderRoutes(
    [
      {
        path: '/admin/orders',
        element: (
          <TestEnv>
            <AdminOrdersWithAdjustments />
          </TestEnv>
        ),
      },
    ],
    '/admin/orders',
  );
  return calls;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('Approve and Reject from the admin order list (issue 29)', () => {
  it('offers them on a Submitted row only', async () => {
    renderList();
    expect(within(await rowOf('Submitted deck')).getByRole('button', { name: 'Approve Submitted deck' }).isConnected).toBe(true);
    expect(within(await rowOf('Submitted deck')).getByRole('button', { name: 'Reject Submitted deck' }).isConnected).toBe(true);
    expect(within(await rowOf('Approved deck')).queryByRole('button', { name: 'Approve Approved deck' })).toBeNull();
    expect(within(await rowOf('Approved deck')).queryByRole('button', { name: 'Reject Approved deck' })).toBeNull();
  });

  it("Approve opens the store's Process Order dialog on the server's order and approves it at its version", async () => {
    const calls = renderList();
    fireEvent.click(within(await rowOf('Submitted deck')).getByRole('button', { name: 'Approve Submitted deck' }));
    // The order is read first (a loader in the dialog), then the store's dialog opens on it.
    const name = (await screen.findByRole('textbox', { name: /Order Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Submitted deck');
    const dialog = screen.getByRole('dialog', { name: 'Process Order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Order' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'orders.save')).toBe(true));
    expect(calls.find((c) => c.path === 'orders.save')?.input).toMatchObject({
      _id: submitted._id,
      version: 4,
      status: 'APPROVED',
      orderName: 'Submitted deck',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Process Order' })).toBeNull());
    expect((await screen.findByText('Order approved')).isConnected).toBe(true);
  });

  it("Reject opens the store's Reject Order dialog: a reason is required, then the order is rejected", async () => {
    const calls = renderList();
    fireEvent.click(within(await rowOf('Submitted deck')).getByRole('button', { name: 'Reject Submitted deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    expect(within(dialog).getByText('Rejection reason is required').isConnected).toBe(true);
    expect(calls.some((c) => c.path === 'orders.reject')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Rejection reason/ }), { target: { value: 'Wrong colour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'orders.reject')?.input).toEqual({ id: submitted._id, reason: 'Wrong colour' }));
    expect((await screen.findByText('Order rejected')).isConnected).toBe(true);
  });
});
