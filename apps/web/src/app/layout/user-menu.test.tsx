import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { fakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-with-providers';
import { UserMenu } from './user-menu';

afterEach(() => vi.unstubAllGlobals());

function renderMenu(user: SignedInUser, logout: () => unknown) {
  const calls = fakeApi({ 'accounts.logout': logout });
  localStorage.setItem('userInfo', JSON.stringify(user));
  const { router } = renderRoutes(
    [
      { path: '/store', element: <UserMenu user={user} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/store',
  );
  return { calls, router };
}

async function clickSignOut(user: SignedInUser) {
  fireEvent.click(screen.getByRole('button', { name: `${user.fname} ${user.lname}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
}

describe('Sign Out', () => {
  it('ends the session on the server with its token, then forgets the token and shows the sign-in page', async () => {
    const user = makeUser();
    const { calls, router } = renderMenu(user, () => ({ message: 'You have signed out.' }));
    await clickSignOut(user);
    await screen.findByText('login page');
    expect(calls).toEqual([{ path: 'accounts.logout', input: undefined, authorization: `Bearer ${user.token}` }]);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('forgets the token even when the server refuses the sign-out (an already ended session)', async () => {
    const user = makeUser();
    const { calls } = renderMenu(user, () => {
      throw { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' };
    });
    await clickSignOut(user);
    await screen.findByText('login page');
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['accounts.logout']));
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});

describe('a long name in the header (a phone at 390 px)', () => {
  const user = makeUser({ fname: 'Bartholomew', lname: 'Featherstonehaugh-Worthington' });
  const name = 'Bartholomew Featherstonehaugh-Worthington';

  it('the menu button is named by the whole name while its text ends in an ellipsis; the menu shows the whole name', async () => {
    renderMenu(user, () => ({ message: 'You have signed out.' }));
    const button = screen.getByRole('button', { name });
    // Its ellipsis is a matter of layout, checked in a browser (e2e/lists.e2e.ts); here, the names.
    expect(within(button).getByText(name).isConnected).toBe(true);
    expect(button.getAttribute('title')).toBe(name);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(name).isConnected).toBe(true);
    expect(within(menu).getByText(user.email).isConnected).toBe(true);
  });
});

describe('the team (issue 32)', () => {
  it("links a team's member to Account → Team", async () => {
    renderMenu(makeUser({ fname: 'Tess', lname: 'Team' }), () => ({ message: 'You have signed out.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tess Team' }));
    expect((await screen.findByRole('menuitem', { name: 'Team' })).getAttribute('href')).toBe('/account/team');
  });

  it('offers no Team item to an account without a team', async () => {
    renderMenu(makeUser({ fname: 'Lone', lname: 'Dealer', bc_customer_id: null }), () => ({ message: 'You have signed out.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lone Dealer' }));
    await screen.findByRole('menuitem', { name: 'Sign Out' });
    expect(screen.queryByRole('menuitem', { name: 'Team' })).toBeNull();
  });
});
