import { screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import type { ImportRun } from '../import-run-types';
import { TestEnv } from '../../../test/test-env';
import { DataManagementPage } from './data-management-page';

afterEach(() => vi.unstubAllGlobals());

const runId = '00000000-0000-4000-8000-000000000301';
const counts = { inserted: 0, updated: 0, deactivated: 0, unchanged: 0 };

function running(fetched: number): ImportRun {
  return { id: runId, status: 'running', progress: { items: { fetched, total: 200 }, prices: { fetched: 0, total: null } }, counts, errorMessage: null };
}

function renderPage(handlers: Record<string, (input: unknown) => unknown>, user: Parameters<typeof makeUser>[0] = {}) {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true, canManageData: true, ...user })));
  const calls = fakeApi(handlers);
  renderRoutes(
    [
      {
        path: '/admin/data',
        element: (
          <TestEnv>
            <DataManagementPage />
          </TestEnv>
        ),
      },
    ],
    '/admin/data',
  );
  return calls;
}

const percent = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

describe('Data Management imports (spec §2, §8 toasts)', () => {
  it('follows the run: the bar advances with each poll, then the counts and the success toast', async () => {
    const answers: ImportRun[] = [
      running(100),
      running(150),
      { ...running(200), status: 'succeeded', counts: { inserted: 12, updated: 3, deactivated: 1, unchanged: 184 } },
    ];
    const calls = renderPage({
      'catalog.importItems': () => running(0),
      'catalog.importRun': () => answers.shift() ?? { ...running(200), status: 'succeeded', counts },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import Items' }));
    expect((await screen.findByText('Importing items from BC...')).isConnected).toBe(true);

    await waitFor(() => expect(percent()).toBe('50'));
    await waitFor(() => expect(percent()).toBe('75'));
    expect((await screen.findByText(/Inserted 12, updated 3, deactivated 1, unchanged 184/)).isConnected).toBe(true);
    expect(percent()).toBe('100');
    expect(screen.getAllByText(/Items import successful!/).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path === 'catalog.importRun').every((call) => (call.input as { id: string }).id === runId)).toBe(true);
  });

  it("shows 'Items import failed.' with the run's reason", async () => {
    renderPage({
      'catalog.importItems': () => running(0),
      'catalog.importRun': () => ({ ...running(10), status: 'failed', errorMessage: 'Business Central did not answer' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import Items' }));
    expect((await screen.findAllByText('Items import failed.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Business Central did not answer').length).toBeGreaterThan(0);
  });
});

describe('Import Customers is disabled (portal.md §2, issue 29)', () => {
  const button = () => screen.getByRole('button', { name: 'Import Customers' }) as HTMLButtonElement;

  it('is disabled for an administrator with the data permission, saying why', async () => {
    renderPage({});
    expect((await screen.findByText(/Only a super admin can run this import/)).isConnected).toBe(true);
    expect(button().disabled).toBe(true);
  });

  it('stays available to a super admin, behind its confirmation', async () => {
    renderPage({}, { isSuperAdmin: true });
    await screen.findByRole('button', { name: 'Import Customers' });
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(/Only a super admin can run this import/)).toBeNull();
  });
});
