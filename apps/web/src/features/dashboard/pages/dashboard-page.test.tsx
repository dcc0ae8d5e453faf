import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDashboard } from '@portal/domain/dashboard/dashboard-schemas';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out, so recharts warns that each chart has no size; every other warning still shows.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});

const weeks = ['2026-W47', '2026-W48'];

/** The server's answer, as GET /api/admin/dashboard gives it (two weeks and two months, to keep the tables short). */
const dashboard = (overrides: Partial<TDashboard['waiting']> = {}): TDashboard => ({
  waiting: {
    ordersToApprove: 3,
    registrationsToApprove: 2,
    newWarranties: 4,
    openTickets: 5,
    adjustmentsToReview: 1,
    erpSyncFailed: 0,
    lateOrders: 7,
    ...overrides,
  },
  ordersPerWeek: weeks.flatMap((week, i) => [
    { week, currency: 'USD' as const, count: 2 + i, total: 1234.5 * (i + 1) },
    { week, currency: 'CAD' as const, count: i, total: i === 0 ? 0 : 99.99 },
  ]),
  approvalHours: { p50: 15, p90: 39.6, approvals: 4 },
  onTimeRate: [
    { month: '2026-10', rate: null, shipped: 0, onTime: 0 },
    { month: '2026-11', rate: 0.6667, shipped: 3, onTime: 2 },
  ],
});

function renderDashboard(answer: TDashboard) {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ fname: 'Ada', isAdmin: true })));
  const calls = fakeApi({ 'dashboard.get': () => answer });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TestEnv>
            <DashboardPage />
          </TestEnv>
        ),
      },
    ],
    '/',
  );
  return calls;
}

/** A table only screen readers meet, by its caption: its rows as the cells' text. */
async function tableRows(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the staff dashboard (issue 32, point 7)', () => {
  it("shows the server's counts, each a link to the list filtered to what it counts", async () => {
    const calls = renderDashboard(dashboard());
    expect((await screen.findByRole('heading', { level: 2, name: 'Welcome, Ada!' })).isConnected).toBe(true);
    const tile = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await tile('3 Orders to approve')).toBe('/admin/orders?status=SUBMITTED');
    expect(await tile('7 Late orders')).toBe('/admin/orders?late=true');
    expect(await tile('0 Failed ERP syncs')).toBe('/admin/orders?erpSync=failed');
    expect(await tile('2 Registrations to approve')).toBe('/admin/users?approval=pending');
    expect(await tile('4 New warranty requests')).toBe('/admin/warranties?status=New');
    expect(await tile('5 Open tickets')).toBe('/admin/tickets?status=Open');
    expect(await tile('1 Adjustments to review')).toBe('/admin/adjustments?status=Awaiting_Reviewer');
    expect(calls.map((call) => call.path)).toEqual(['dashboard.get']);
  });

  it('has no adjustments tile while that feature is off (the server says null)', async () => {
    renderDashboard(dashboard({ adjustmentsToReview: null }));
    await screen.findByRole('link', { name: '3 Orders to approve' });
    expect(screen.queryByRole('link', { name: /Adjustments to review/ })).toBeNull();
  });

  it('gives screen readers every figure of the charts in tables', async () => {
    renderDashboard(dashboard());
    expect(await tableRows('Orders submitted per week, by currency')).toEqual([
      ['Week', 'USD orders', 'CAD orders'],
      ['2026-W47 (from Nov 16)', '2', '0'],
      ['2026-W48 (from Nov 23)', '3', '1'],
    ]);
    expect(await tableRows('Value of the orders submitted per week, by currency')).toEqual([
      ['Week', 'USD value', 'CAD value'],
      ['2026-W47 (from Nov 16)', '$1,234.50', 'CA$0.00'],
      ['2026-W48 (from Nov 23)', '$2,469.00', 'CA$99.99'],
    ]);
    expect(await tableRows('Orders shipped on time, by month of shipment')).toEqual([
      ['Month', 'On time', 'Shipped on time', 'Shipped with a promise'],
      ['October 2026', 'no promised shipments', '0', '0'],
      ['November 2026', '66.7%', '2', '3'],
    ]);
  });

  it('shows the approval time as the median and the 90th percentile, in hours', async () => {
    renderDashboard(dashboard());
    const card = await screen.findByRole('region', { name: 'Time to approval' });
    expect(within(card).getByText('15 h').isConnected).toBe(true);
    expect(within(card).getByText('39.6 h').isConnected).toBe(true);
    expect(within(card).getByText('1.7 days').isConnected).toBe(true);
    expect(within(card).getByText('From submission to approval, 4 approvals in the last 90 days').isConnected).toBe(true);
  });

  it('says so when the dashboard cannot be read', async () => {
    localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true })));
    fakeApi({});
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    expect((await screen.findByText('Could not load the dashboard.')).isConnected).toBe(true);
  });
});
