import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { AccountPage } from './account-page';

afterEach(() => vi.unstubAllGlobals());

function renderAccount(adjustmentsEnabled: boolean, path = '/account/orders') {
  fakeApi({ 'settings.get': () => ({ adjustmentsEnabled }) });
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ storeAccess: true })));
  return renderRoutes(
    [
      {
        path: '/account',
        element: <AccountPage />,
        children: [{ path: 'orders', element: <p>orders list</p> }, { path: 'adjustments/:id?', element: <p>adjustments list</p> }, { path: ':tab' }],
      },
    ],
    path,
  );
}

describe('AccountPage Adjustments tab (spec §2 feature check)', () => {
  it('shows the tab when settings.get says adjustmentsEnabled', async () => {
    renderAccount(true);
    expect((await screen.findByRole('tab', { name: 'Adjustments' })).isConnected).toBe(true);
  });

  it('shows the adjustments list (its child route) in the tab, also under an opened adjustment', async () => {
    renderAccount(true, '/account/adjustments/30000000-0000-4000-8000-000000000001');
    expect((await screen.findByRole('tab', { name: 'Adjustments' })).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByText('adjustments list')).isConnected).toBe(true);
  });

  it('hides the tab and sends /account/adjustments back to Orders when the feature is off', async () => {
    const { router } = renderAccount(false, '/account/adjustments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
    expect((await screen.findByRole('tab', { name: 'Orders' })).isConnected).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Adjustments' })).toBeNull();
  });
});

describe('AccountPage Team tab (issue 32)', () => {
  function renderAs(user: ReturnType<typeof makeUser>, path: string) {
    fakeApi({ 'settings.get': () => ({ adjustmentsEnabled: false }) });
    localStorage.setItem('userInfo', JSON.stringify(user));
    return renderRoutes(
      [
        {
          path: '/account',
          element: <AccountPage />,
          children: [{ path: 'orders', element: <p>orders list</p> }, { path: 'team', element: <p>the team</p> }, { path: ':tab' }],
        },
      ],
      path,
    );
  }

  it("shows the team in its tab beside the store's tabs", async () => {
    renderAs(makeUser({ storeAccess: true }), '/account/team');
    expect((await screen.findByRole('tab', { name: 'Team' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('the team').isConnected).toBe(true);
    expect(screen.getByRole('tab', { name: 'Orders' }).isConnected).toBe(true);
  });

  it("opens on the team's orders for a viewer (no store): Orders and Team, no store tabs", async () => {
    const { router } = renderAs(makeUser({ storeAccess: false, teamRole: 'viewer', bc_customer_id: 'C10000' }), '/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
    expect(screen.getByRole('tab', { name: 'Orders' }).isConnected).toBe(true);
    expect(screen.getByRole('tab', { name: 'Team' }).isConnected).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Tickets' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Warranties' })).toBeNull();
  });

  it('opens on the profile for an approved account without store or team', async () => {
    renderAs(makeUser({ storeAccess: false, teamRole: 'buyer', bc_customer_id: null }), '/account');
    expect((await screen.findByRole('heading', { name: 'Profile' })).isConnected).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('has no Team tab for a store account without a team', async () => {
    renderAs(makeUser({ storeAccess: true, bc_customer_id: null }), '/account/orders');
    expect((await screen.findByRole('tab', { name: 'Orders' })).isConnected).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
  });
});
