import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import type { CustomerTier, TierCustomer } from '../pricing-admin-types';
import { TestEnv } from '../../../test/test-env';
import { PricingPage } from './pricing-page';

afterEach(() => vi.unstubAllGlobals());

const gold: CustomerTier = { _id: '00000000-0000-4000-8000-000000000201', customerTierName: 'Gold', customerTierRate: 0.85 };
const silver: CustomerTier = { _id: '00000000-0000-4000-8000-000000000202', customerTierName: 'Silver', customerTierRate: 0.9 };
const customers: TierCustomer[] = [
  {
    bc_customer_id: 'C0001',
    bc_customer_displayName: 'Acme Screens',
    bc_customer_priceGroup: 'USD',
    customerTier: gold._id,
    bc_customer_tierName: 'Gold',
    bc_customer_tierRate: 0.85,
    isSenderReceiver: false,
  },
  {
    bc_customer_id: 'C0002',
    bc_customer_displayName: 'Birch Patio',
    bc_customer_priceGroup: 'CAD',
    customerTier: null,
    bc_customer_tierName: null,
    bc_customer_tierRate: 0,
    isSenderReceiver: false,
  },
  {
    bc_customer_id: 'C0003',
    bc_customer_displayName: 'Cedar Shade',
    bc_customer_priceGroup: 'USD',
    customerTier: silver._id,
    bc_customer_tierName: 'Silver',
    bc_customer_tierRate: 0.9,
    isSenderReceiver: true,
  },
];

function renderPage(saveCustomers: (input: unknown) => unknown, path = '/admin/pricing') {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true, canManagePricing: true })));
  const calls = fakeApi({
    'pricingAdmin.rules': () => [],
    'pricingAdmin.tiers': () => ({ tiers: [gold, silver], customers }),
    'pricingAdmin.history': () => [],
    'pricingAdmin.saveCustomerTiers': saveCustomers,
  });
  const { router } = renderRoutes(
    [
      {
        path: '/admin/pricing',
        element: (
          <TestEnv>
            <PricingPage />
          </TestEnv>
        ),
      },
      { path: '/admin', element: <p>Admin home</p> },
    ],
    path,
  );
  return Object.assign(calls, {
    params: () => Object.fromEntries(new URLSearchParams(router.state.location.search)),
    navigate: (to: string) => act(() => router.navigate(to)),
  });
}

async function chooseTier(customer: string, tier: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: `Tier for ${customer}` }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${tier}`) }));
}

describe('Customer tier table (spec §2 Pricing page, §8 toasts)', () => {
  it('saves only the rows changed, with the BC Customers toasts', async () => {
    const show = vi.spyOn(notifications, 'show');
    const calls = renderPage(() => ({ updated: 1 }));
    const button = await screen.findByRole('button', { name: 'Save BC Customers' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await chooseTier('Birch Patio', 'Silver');
    // Choosing a customer's current tier again is no change.
    await chooseTier('Acme Screens', 'Gold');
    fireEvent.click(button);

    expect((await screen.findByText('BC Customers saved.')).isConnected).toBe(true);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'BC Customers saving...' }));
    const saves = calls.filter((call) => call.path === 'pricingAdmin.saveCustomerTiers');
    expect(saves.map((call) => call.input)).toEqual([{ bcCustomersToUpdate: [{ bc_customer_id: 'C0002', customerTier: silver._id }] }]);
  });

  it("shows 'BC Customers not saved.' with the reason and keeps the edits", async () => {
    renderPage(() => {
      throw { code: 'BAD_REQUEST', message: 'Tier not found' };
    });
    await chooseTier('Cedar Shade', 'Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Save BC Customers' }));
    expect((await screen.findByText('BC Customers not saved.')).isConnected).toBe(true);
    expect(screen.getByText('Tier not found').isConnected).toBe(true);
    await waitFor(() => expect(screen.getByText('1 changed').isConnected).toBe(true));
  });

  it('keeps its search in the address: a link with ?q= opens the table filtered, and typing writes it back', async () => {
    const page = renderPage(() => ({ updated: 0 }), '/admin/pricing?q=birch');
    expect((await screen.findByRole('combobox', { name: 'Tier for Birch Patio' })).isConnected).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Search customers' }) as HTMLInputElement;
    expect(box.value).toBe('birch');
    expect(screen.queryByRole('combobox', { name: 'Tier for Acme Screens' })).toBeNull();

    fireEvent.change(box, { target: { value: 'C0003' } });
    expect((await screen.findByRole('combobox', { name: 'Tier for Cedar Shade' })).isConnected).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Tier for Birch Patio' })).toBeNull();
    await waitFor(() => expect(page.params()).toEqual({ q: 'C0003' }));

    // The address changed from elsewhere (Back, a link): the box and the rows follow it.
    await page.navigate('/admin/pricing?q=acme');
    await waitFor(() => expect(box.value).toBe('acme'));
    expect(screen.getByRole('combobox', { name: 'Tier for Acme Screens' }).isConnected).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Tier for Cedar Shade' })).toBeNull();
  });

  it('sends an admin without the pricing permission back to /admin', async () => {
    fakeApi({});
    localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true })));
    renderRoutes(
      [
        { path: '/admin/pricing', element: <PricingPage /> },
        { path: '/admin', element: <p>Admin home</p> },
      ],
      '/admin/pricing',
    );
    expect((await screen.findByText('Admin home')).isConnected).toBe(true);
  });
});
