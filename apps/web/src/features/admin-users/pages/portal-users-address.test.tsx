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
    'adminUsers.list': () => ({ items: [], total: 230, offset: 0, limit: 50 }),
    'customers.list': () => [],
  });
  const { router } = renderRoutes(
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
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { lists, params };
}

describe('Portal Users keeps its search, sort and page in its address (issue 29 point 7)', () => {
  it('opens at the search, sort and page its link names', async () => {
    const { lists } = renderAt('/admin/users?q=dana&sort=email&dir=desc&page=3');
    await waitFor(() => expect(lists().at(-1)).toEqual({ filter: 'dana', orderBy: 'email', sortOrder: 'desc', offset: 100, limit: 50 }));
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('dana');
  });

  it('a new search or the Pending approval box starts again at the first page', async () => {
    const { params, lists } = renderAt('/admin/users?page=3');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'olga' } });
    await waitFor(() => expect(params()).toEqual({ q: 'olga' }));
    // The page has drawn the search (the router's state changes first).
    await waitFor(() => expect(lists().at(-1)).toEqual({ filter: 'olga', orderBy: 'name', sortOrder: 'asc', offset: 0, limit: 50 }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(params()).toEqual({ q: 'olga', page: '2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pending approval' }));
    await waitFor(() => expect(params()).toEqual({ q: 'olga', approval: 'pending' }));
  });
});

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
