import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { makeToken, makeUser } from '../test/factories';
import { renderRoutes } from '../test/render-with-providers';
import { routes } from './routes';

const shell = { supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback', companyName: 'Example' };

function signIn(user: ReturnType<typeof makeUser>) {
  localStorage.setItem('userInfo', JSON.stringify(user));
}

afterEach(() => vi.unstubAllGlobals());

describe('routes and session', () => {
  it('sends a signed-out visitor from / to /login', async () => {
    fakeApi({ 'shell.config': () => shell });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Dealer Portal').isConnected).toBe(true);
  });

  it('logs out an expired token when a page loads', async () => {
    fakeApi({ 'shell.config': () => shell });
    const user = makeUser({ token: makeToken(Date.now() / 1000 - 60) });
    signIn(user);
    const { router } = renderRoutes(routes, '/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('logs out when the API answers UNAUTHORIZED (revoked token)', async () => {
    fakeApi({
      'shell.config': () => shell,
      'accounts.profile': () => {
        throw { code: 'UNAUTHORIZED', message: 'Session ended' };
      },
    });
    signIn(makeUser());
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('welcomes an unapproved user and shows no navigation', async () => {
    const user = makeUser({ fname: 'Pat', isApproved: false });
    const calls = fakeApi({ 'shell.config': () => shell, 'accounts.profile': () => ({ ...user, token: undefined }) });
    signIn(user);
    renderRoutes(routes, '/');
    expect((await screen.findByText(/Welcome, Pat! Your account is pending approval\./)).isConnected).toBe(true);
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === 'accounts.profile')).toBe(true));
    expect(calls.find((call) => call.path === 'accounts.profile')?.authorization).toBe(`Bearer ${user.token}`);
  });

  it('shows the dealer and tier in the header and the home buttons by role', async () => {
    const { token: _token, ...profile } = makeUser({ isAdmin: true, storeAccess: true });
    const user = { ...profile, token: makeToken(Date.now() / 1000 + 3600) };
    fakeApi({ 'shell.config': () => shell, 'accounts.profile': () => profile });
    signIn(user);
    renderRoutes(routes, '/');
    const title = await screen.findByRole('heading', { level: 1, name: 'Acme Screens · Gold Portal' });
    // Phones give the tier its own line: the name and 'Gold Portal' are separate blocks.
    expect(within(title).getByText('Acme Screens').isConnected).toBe(true);
    expect(within(title).getByText('Gold Portal').isConnected).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Admin' }).length).toBeGreaterThan(0);
    expect((await screen.findByText('support@example.com')).isConnected).toBe(true);
  });

  it('sends a non-admin away from /admin', async () => {
    const user = makeUser();
    const { token: _token, ...profile } = user;
    fakeApi({ 'shell.config': () => shell, 'accounts.profile': () => profile });
    signIn(user);
    const { router } = renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects a signed-in user away from /login', async () => {
    const user = makeUser();
    const { token: _token, ...profile } = user;
    fakeApi({ 'shell.config': () => shell, 'accounts.profile': () => profile });
    signIn(user);
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
