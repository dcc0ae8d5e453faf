import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import { clickOutsideAct } from '../../../test/click-outside-act';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { TestEnv } from '../../../test/test-env';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const calls = fakeApi({ 'orders.adminList': () => ({ items: [makeOrder({ orderName: 'Patio north' })], total: 300, offset: 0, limit: 25 }) });
  const { router } = renderRoutes(
    [
      {
        path: '/admin/orders',
        element: (
          <TestEnv>
            <AdminOrdersPage />
          </TestEnv>
        ),
      },
      { path: '/store', element: <p>The store</p> },
    ],
    path,
  );
  const lastInput = () => calls.filter((call) => call.path === 'orders.adminList').at(-1)?.input as TAdminOrdersInput | undefined;
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, lastInput, params };
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the admin order list keeps its state in its address (issue 29 point 7)', () => {
  it('a shared link opens the list it names: currency, status, dealer filter, page size, sort and page', async () => {
    const { lastInput } = renderAt('/admin/orders?currency=CAD&status=SUBMITTED%2CAPPROVED&q=dana&size=25&sort=dealer&dir=desc&page=4');
    await screen.findByRole('link', { name: 'Patio north' });
    expect(lastInput()).toEqual({
      filter: 'dana',
      status: 'SUBMITTED,APPROVED',
      currency: 'CAD',
      orderBy: 'dealer',
      sortOrder: 'desc',
      offset: 75,
      limit: 25,
    });
    expect((screen.getByRole('textbox', { name: 'Dealer name' }) as HTMLInputElement).value).toBe('dana');
    expect((screen.getByRole('combobox', { name: 'Order status' }) as HTMLInputElement).value).toBe('Submitted & Approved');
    expect((screen.getByRole('combobox', { name: 'Orders per page' }) as HTMLInputElement).value).toBe('25');
    expect((screen.getByRole('radio', { name: 'CAD' }) as HTMLInputElement).checked).toBe(true);
  });

  it('each change goes into the address and starts again at the first page', async () => {
    const { params } = renderAt('/admin/orders?page=3');
    await screen.findByRole('link', { name: 'Patio north' });
    await choose('Order status', 'Shipped');
    await waitFor(() => expect(params()).toEqual({ status: 'Shipped' }));
    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() => expect(params()).toEqual({ status: 'Shipped', currency: 'USD' }));
    await choose('Orders per page', '100');
    await waitFor(() => expect(params()).toEqual({ status: 'Shipped', currency: 'USD', size: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(params()).toEqual({ status: 'Shipped', currency: 'USD', size: '100', page: '2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dealer name' }), { target: { value: 'Olga' } });
    await waitFor(() => expect(params()).toEqual({ status: 'Shipped', currency: 'USD', size: '100', q: 'Olga' }));
    await choose('Order status', 'All');
    await waitFor(() => expect(params()).toEqual({ currency: 'USD', size: '100', q: 'Olga' }));
  });

  it('opening an order and coming Back shows the same list', async () => {
    const { router, lastInput } = renderAt('/admin/orders?status=REJECTED&page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Patio north' }));
    await screen.findByText('The store');
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Patio north' });
    expect(lastInput()).toEqual({ status: 'REJECTED', orderBy: 'updatedAt', sortOrder: 'desc', offset: 50, limit: 50 });
  });
});

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the order currency choice follows a click at once (the address catches up after)', () => {
  it('the clicked currency is the checked one right after the click', async () => {
    const { params } = renderAt('/admin/orders');
    await screen.findByRole('link', { name: 'Patio north' });
    clickOutsideAct(radio('CAD'));
    expect(radio('CAD').checked).toBe(true);
    expect(radio('All').checked).toBe(false);
    await waitFor(() => expect(params()).toEqual({ currency: 'CAD' }));
    expect(radio('CAD').checked).toBe(true);
  });
});
