import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { PortalUsersPage } from './portal-users-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true })));
  const calls = fakeApi({
    'adminUsers.list': () => ({ items: [], total: 0, offset: 0, limit: 50 }),
    'customers.list': () => [],
  });
  renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <TestEnv>
            <PortalUsersPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  const lists = () => calls.filter((call) => call.path === 'adminUsers.list').map((call) => call.input as TListUsersInput);
  return { lists };
}

describe("Portal Users' Pending approval filter (issue 29)", () => {
  it('opens filtered from the registration mail’s link, and the box clears it', async () => {
    const { lists } = renderAt('/admin/users?approval=pending');
    const box = (await screen.findByRole('checkbox', { name: 'Pending approval' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await waitFor(() => expect(lists().at(-1)?.approval).toBe('pending'));
    fireEvent.click(box);
    await waitFor(() => expect(lists().at(-1)).not.toHaveProperty('approval'));
  });

  it('asks the server for the accounts waiting when ticked', async () => {
    const { lists } = renderAt('/admin/users');
    const box = await screen.findByRole('checkbox', { name: 'Pending approval' });
    await waitFor(() => expect(lists().length).toBeGreaterThan(0));
    expect(lists().at(-1)).not.toHaveProperty('approval');
    fireEvent.click(box);
    await waitFor(() => expect(lists().at(-1)?.approval).toBe('pending'));
  });
});
