import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { renderRoutes } from '../test/render-with-providers';
import { TestEnv } from '../test/test-env';
import { AdminAdjustmentsPage } from '../features/adjustments/pages/admin-adjustments-page';
import { PortalUsersPage } from '../features/admin-users/pages/portal-users-page';
import { AdminOrdersPage } from '../features/orders/pages/admin-orders-page';
import { DealerOrdersPage } from '../features/orders/pages/dealer-orders-page';
import { AdminTicketsPage } from '../features/tickets/pages/admin-tickets-page';
import { AdminWarrantiesPage } from '../features/warranty/pages/admin-warranties-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });
const dealer = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
const empty = () => ({ items: [], total: 0, offset: 0, limit: 50 });

function renderPage(route: string, page: ReactNode, address: string, user = admin) {
  writeSession(user);
  fakeApi({
    'orders.adminList': empty,
    'orders.dealerList': empty,
    'adminUsers.list': empty,
    'customers.list': () => [],
    'warranty.adminList': empty,
    'tickets.adminList': () => ({ ...empty(), counts: { New: 0, 'In Progress': 0, Open: 0, Closed: 0 } }),
    'adjustments.adminList': empty,
    'settings.get': () => ({ adjustmentsEnabled: true }),
  });
  renderRoutes([{ path: route, element: <TestEnv>{page}</TestEnv> }], address);
}

/** The export links the page offers, by label, as the browser would request them. */
async function exportLinks(noun: string): Promise<{ csv: URL; excel: URL }> {
  fireEvent.click(await screen.findByRole('button', { name: `Export ${noun}` }));
  const csv = await screen.findByRole('menuitem', { name: 'CSV' });
  const excel = screen.getByRole('menuitem', { name: 'Excel' });
  const url = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'http://portal.test');
  return { csv: url(csv), excel: url(excel) };
}

const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('every list page exports what its filters show (its list path with /export, its query, a format)', () => {
  it('administrators’ orders: dealer text, status, currency, Business Central state and sort, not the page', async () => {
    renderPage(
      '/admin/orders',
      <AdminOrdersPage />,
      '/admin/orders?currency=CAD&status=SUBMITTED%2CAPPROVED&erpSync=failed&q=dana&size=25&sort=dealer&dir=desc&page=4',
    );
    const { csv, excel } = await exportLinks('orders');
    expect(csv.pathname).toBe('/api/admin/orders/export');
    const filters = { filter: 'dana', status: 'SUBMITTED,APPROVED', currency: 'CAD', erpSync: 'failed', orderBy: 'dealer', sortOrder: 'desc' };
    expect(query(csv)).toEqual({ ...filters, format: 'csv' });
    expect(query(excel)).toEqual({ ...filters, format: 'xlsx' });
  });

  it('administrators’ orders without filters: the list’s own order', async () => {
    renderPage('/admin/orders', <AdminOrdersPage />, '/admin/orders');
    const { excel } = await exportLinks('orders');
    expect(`${excel.pathname}${excel.search}`).toBe('/api/admin/orders/export?orderBy=updatedAt&sortOrder=desc&format=xlsx');
  });

  it('a dealer’s orders: the scope picks the path, the search and sort go along', async () => {
    renderPage('/account/orders', <DealerOrdersPage />, '/account/orders?scope=team&q=deck&sort=totalPrice&dir=asc&page=2', dealer);
    const { csv } = await exportLinks('orders');
    expect(csv.pathname).toBe('/api/orders/teamorders/export');
    expect(query(csv)).toEqual({ search: 'deck', orderBy: 'totalPrice', sortOrder: 'asc', format: 'csv' });
  });

  it('a dealer’s own orders: /api/orders/myorders/export', async () => {
    renderPage('/account/orders', <DealerOrdersPage />, '/account/orders', dealer);
    const { excel } = await exportLinks('orders');
    expect(`${excel.pathname}${excel.search}`).toBe('/api/orders/myorders/export?orderBy=updatedAt&sortOrder=desc&format=xlsx');
  });

  it('portal users: the search, the pending filter and the sort', async () => {
    renderPage('/admin/users', <PortalUsersPage />, '/admin/users?q=olga&approval=pending&sort=email&dir=desc&page=3');
    const { csv } = await exportLinks('users');
    expect(csv.pathname).toBe('/api/admin/users/export');
    expect(query(csv)).toEqual({ filter: 'olga', approval: 'pending', orderBy: 'email', sortOrder: 'desc', format: 'csv' });
  });

  it('warranty requests: status and dealer name', async () => {
    renderPage('/admin/warranties', <AdminWarrantiesPage />, '/admin/warranties?status=In%20Progress&q=acme&page=2');
    const { excel } = await exportLinks('warranty requests');
    expect(excel.pathname).toBe('/api/admin/warranties/export');
    expect(query(excel)).toEqual({ status: 'In Progress', filter: 'acme', format: 'xlsx' });
  });

  it('tickets: status and dealer name', async () => {
    renderPage('/admin/tickets', <AdminTicketsPage />, '/admin/tickets?status=Open&q=dana&page=3');
    const { csv } = await exportLinks('tickets');
    expect(csv.pathname).toBe('/api/admin/tickets/export');
    expect(query(csv)).toEqual({ status: 'Open', filter: 'dana', format: 'csv' });
  });

  it('order adjustments: status, name and sort', async () => {
    renderPage('/admin/adjustments/:id?', <AdminAdjustmentsPage />, '/admin/adjustments?status=Awaiting_Reviewer&q=colour&sort=description&dir=asc&page=2');
    const { csv } = await exportLinks('order adjustments');
    expect(csv.pathname).toBe('/api/admin/adjustments/export');
    expect(query(csv)).toEqual({ status: 'Awaiting_Reviewer', filter: 'colour', orderBy: 'description', sortOrder: 'asc', format: 'csv' });
  });
});

describe('choosing a format', () => {
  it('downloads the link with the session’s token and saves it under the server’s name', async () => {
    renderPage('/admin/tickets', <AdminTicketsPage />, '/admin/tickets?status=Closed');
    const saved: string[] = [];
    const api = globalThis.fetch;
    const exports: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (!url.includes('/export')) return api(url, init);
      exports.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      const headers = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="tickets 2026-12-07 status-closed.csv"` };
      return Promise.resolve(new Response('Name\n', { status: 200, headers }));
    });
    // jsdom has no object URLs: the saved blob's URL is made up, and its revocation (a second later) awaited below.
    const revoked: string[] = [];
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { csv } = await exportLinks('tickets');
      fireEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(saved).toEqual(['tickets 2026-12-07 status-closed.csv']));
      expect(exports).toEqual([{ url: `${csv.pathname}${csv.search}`, authorization: `Bearer ${admin.token}` }]);
      await waitFor(() => expect(revoked).toEqual(['blob:export']));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
    }
  });
});
