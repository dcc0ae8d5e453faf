import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { writeSession } from '../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { makeOrder, makeScreenLine } from '../test/order-factory';
import { renderRoutes } from '../test/render-with-providers';
import { TestEnv } from '../test/test-env';
import { AdminOrdersWithAdjustments, DealerOrdersWithAdjustments } from './orders-with-adjustments';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
const admin = makeUser({ isAdmin: true, storeAccess: true });
const orders = [
  makeOrder({ orderName: 'Shipped deck', status: 'Shipped' }),
  makeOrder({ orderName: 'Approved deck', status: 'APPROVED' }),
  // With a line: a quote can be made of it (issue 31).
  makeOrder({ orderName: 'Draft deck', status: 'DRAFT', screens: [makeScreenLine('Patio', makeScreenConfig())] }),
];

function renderList(user: SignedInUser, adjustmentsEnabled: boolean) {
  writeSession(user);
  const list = () => ({ items: orders, total: orders.length, offset: 0, limit: 25 });
  const calls = fakeApi({ 'orders.dealerList': list, 'orders.adminList': list, 'settings.get': () => ({ adjustmentsEnabled }) });
  const Page = user.isAdmin ? AdminOrdersWithAdjustments : DealerOrdersWithAdjustments;
  renderRoutes(
    [
      {
        path: '/orders',
        element: (
          <TestEnv>
            <Page />
          </TestEnv>
        ),
      },
    ],
    '/orders',
  );
  return { calls };
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('the order lists with the Adjust action (issue 19, composed in app/)', () => {
  it('offers Adjust on approved and shipped orders of the dealer list while the feature is on, and opens the create dialog', async () => {
    renderList(owner, true);
    expect((await screen.findByRole('button', { name: 'Adjust Shipped deck' })).isConnected).toBe(true);
    expect(within(await rowOf('Approved deck')).getByRole('button', { name: 'Adjust Approved deck' }).isConnected).toBe(true);
    expect(within(await rowOf('Draft deck')).queryByRole('button', { name: /Adjust/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Shipped deck' }));
    expect(within(await screen.findByRole('dialog', { name: 'New order adjustment' })).getByRole('textbox', { name: /Adjustment name/ }).isConnected).toBe(
      true,
    );
  });

  it("offers the quotes' Quote beside Adjust on the dealer list's orders that have lines (issue 31)", async () => {
    renderList(owner, true);
    const draft = await rowOf('Draft deck');
    fireEvent.click(within(draft).getByRole('button', { name: 'Quote Draft deck' }));
    expect((await screen.findByRole('dialog', { name: 'Make a quote' })).isConnected).toBe(true);
    expect(within(await rowOf('Shipped deck')).queryByRole('button', { name: /^Quote/ })).toBeNull();
  });

  it('offers it on the admin order list too', async () => {
    renderList(admin, true);
    expect((await screen.findByRole('button', { name: 'Adjust Shipped deck' })).isConnected).toBe(true);
  });

  it('offers nothing while the Order adjustments switch is off', async () => {
    const { calls } = renderList(owner, false);
    await rowOf('Shipped deck');
    await waitFor(() => expect(calls.some((call) => call.path === 'settings.get')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Adjust/ })).toBeNull();
  });
});
