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
