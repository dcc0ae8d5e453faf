import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWarranty } from '../features/warranty/warranty-test-kit';
import { fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { renderRoutes } from '../test/render-with-providers';
import { routes } from './routes';

const shell = { supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback', companyName: 'Example' };
const warranty = makeWarranty({ warrantyId: 'W-00077' });
const link = `/account/warranties?warranty=${warranty._id}`;

function portal() {
  const { token, ...profile } = makeUser({ _id: warranty.user ?? 'none', storeAccess: true });
  fakeApi({
    'shell.config': () => shell,
    'accounts.login': () => ({ ...profile, token }),
    'accounts.profile': () => profile,
    'warranty.dealerList': () => ({ items: [warranty], total: 1, offset: 0, limit: 20 }),
    'warranty.get': () => warranty,
  });
  return { ...profile, token };
}

afterEach(() => vi.unstubAllGlobals());

describe('a link keeps its target through sign-in (issue 29)', () => {
  it('a mailed link opened signed out asks to sign in, then lands on its page with its dialog open', async () => {
    portal();
    const { router } = renderRoutes(routes, link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(link);
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'dana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link));
    expect((await screen.findByRole('dialog', { name: 'Warranty Request W-00077' })).isConnected).toBe(true);
  });

  it('a signed-in visitor sent to /login with a target goes straight to it', async () => {
    const user = portal();
    localStorage.setItem('userInfo', JSON.stringify(user));
    const { router } = renderRoutes(routes, `/login?next=${encodeURIComponent(link)}`);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link));
  });

  it('signing in from /login itself still lands on Home', async () => {
    portal();
    const { router } = renderRoutes(routes, '/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'dana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(localStorage.getItem('userInfo')).not.toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
