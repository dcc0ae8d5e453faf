import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { renderRoutes } from '../test/render-with-providers';
import { AdminLayout } from './admin-layout';

afterEach(() => vi.unstubAllGlobals());

function renderLayout(user: SignedInUser, path = '/admin/orders', adjustmentsEnabled = false) {
  const calls = fakeApi({ 'settings.get': () => ({ adjustmentsEnabled }) });
  localStorage.setItem('userInfo', JSON.stringify(user));
  const { router } = renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'orders', element: <p>orders</p> },
          { path: 'users', element: <p>users</p> },
          { path: 'adjustments', element: <p>adjustments list</p> },
        ],
      },
    ],
    path,
  );
  return { calls, router };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const admin = (overrides: Partial<SignedInUser> = {}) => makeUser({ isAdmin: true, storeAccess: true, ...overrides });

describe('AdminLayout tabs (spec §2 /admin)', () => {
  it('shows a plain admin Dealer Orders, Portal Users, Warranties, Tickets, Lead Times and Speed: not Mail, whose outbox holds password-reset links', () => {
    renderLayout(admin());
    expect(tabNames()).toEqual(['Dealer Orders', 'Portal Users', 'Warranties', 'Tickets', 'Lead Times', 'Speed']);
  });

  it('adds Pricing and Data Management for the admins granted them', () => {
    renderLayout(admin({ canManagePricing: true }));
    expect(tabNames()).toEqual(['Dealer Orders', 'Portal Users', 'Warranties', 'Tickets', 'Pricing', 'Lead Times', 'Speed']);
  });

  it('adds Data Management alone when only that is granted', () => {
    renderLayout(admin({ canManageData: true }));
    expect(tabNames()).toEqual(['Dealer Orders', 'Portal Users', 'Warranties', 'Tickets', 'Data Management', 'Lead Times', 'Speed']);
  });

  it('shows a super admin every tab and, on Portal Users, the Order adjustments switch', async () => {
    renderLayout(admin({ isSuperAdmin: true }), '/admin/users');
    expect(tabNames()).toEqual(['Dealer Orders', 'Portal Users', 'Warranties', 'Tickets', 'Pricing', 'Data Management', 'Lead Times', 'Speed', 'Mail']);
    expect((await screen.findByRole('switch', { name: 'Order adjustments' })).isConnected).toBe(true);
  });

  it('shows no settings card to a plain admin', () => {
    renderLayout(admin(), '/admin/users');
    expect(screen.queryByRole('switch', { name: 'Order adjustments' })).toBeNull();
  });

  it('adds Order Adjustments between Portal Users and the rest while settings.get says adjustmentsEnabled', async () => {
    renderLayout(admin({ isSuperAdmin: true }), '/admin/adjustments', true);
    expect((await screen.findByRole('tab', { name: 'Order Adjustments' })).getAttribute('aria-selected')).toBe('true');
    expect(tabNames()).toEqual([
      'Dealer Orders',
      'Portal Users',
      'Order Adjustments',
      'Warranties',
      'Tickets',
      'Pricing',
      'Data Management',
      'Lead Times',
      'Speed',
      'Mail',
    ]);
    expect(screen.getByText('adjustments list').isConnected).toBe(true);
  });

  it('hides Order Adjustments and sends /admin/adjustments back to Dealer Orders while the switch is off', async () => {
    const { router } = renderLayout(admin(), '/admin/adjustments', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(screen.queryByRole('tab', { name: 'Order Adjustments' })).toBeNull();
  });
});
