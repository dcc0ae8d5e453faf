import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject, type UIMatch } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-with-providers';
import { routes as appRoutes } from '../routes';
import { pageTitle, titleFromMatches, useDocumentTitle } from './document-title';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const match = (handle: unknown, params: Record<string, string> = {}): UIMatch => ({
  id: String(Math.random()),
  pathname: '/',
  params,
  data: undefined,
  loaderData: undefined,
  handle,
});

describe('titleFromMatches', () => {
  it("takes the deepest route's title and adds the site name", () => {
    expect(titleFromMatches([match(undefined), match(pageTitle('Admin')), match(pageTitle('Pricing · Admin'))])).toBe('Pricing · Admin · Dealer Portal');
  });

  it('falls back to the nearest ancestor with a title, then to the site name alone', () => {
    expect(titleFromMatches([match(pageTitle('Admin')), match(undefined)])).toBe('Admin · Dealer Portal');
    expect(titleFromMatches([match(undefined)])).toBe('Dealer Portal');
    expect(titleFromMatches([])).toBe('Dealer Portal');
  });

  it("calls a title function with the route's params", () => {
    const tab = pageTitle(({ tab }) => (tab === 'adjustments' ? 'Adjustments · Account' : 'Account'));
    expect(titleFromMatches([match(tab, { tab: 'adjustments' })])).toBe('Adjustments · Account · Dealer Portal');
    expect(titleFromMatches([match(tab, { tab: 'other' })])).toBe('Account · Dealer Portal');
  });
});

function Layout() {
  useDocumentTitle();
  return <Outlet />;
}

describe('useDocumentTitle', () => {
  it('sets document.title from the matched routes and follows navigation', async () => {
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: 'store', handle: pageTitle('Store'), element: <p>store</p> },
          {
            path: 'admin',
            handle: pageTitle('Admin'),
            children: [
              { path: 'users', handle: pageTitle('Portal Users · Admin'), element: <p>users</p> },
              { path: 'plain', element: <p>plain</p> },
            ],
          },
        ],
      },
    ];
    const { router } = renderRoutes(routes, '/store');
    await waitFor(() => expect(document.title).toBe('Store · Dealer Portal'));
    await act(() => router.navigate('/admin/users'));
    expect(document.title).toBe('Portal Users · Admin · Dealer Portal');
    await act(() => router.navigate('/admin/plain'));
    expect(document.title).toBe('Admin · Dealer Portal');
  });
});

describe("the app's routes", () => {
  const shell = { supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback', companyName: 'Example' };

  it('give the signed-out pages their own titles', async () => {
    fakeApi({ 'shell.config': () => shell });
    const { router } = renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Dealer Portal'));
    await act(() => router.navigate('/register'));
    await waitFor(() => expect(document.title).toBe('Register · Dealer Portal'));
    await act(() => router.navigate('/reset'));
    await waitFor(() => expect(document.title).toBe('Reset password · Dealer Portal'));
  });

  it('title the home page and, for an admin, the admin tab being shown', async () => {
    const user = makeUser({ isAdmin: true });
    const { token: _token, ...profile } = user;
    fakeApi({ 'shell.config': () => shell, 'accounts.profile': () => profile });
    localStorage.setItem('userInfo', JSON.stringify(user));
    const { router } = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(document.title).toBe('Home · Dealer Portal'));
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    await waitFor(() => expect(document.title).toBe('Dealer Orders · Admin · Dealer Portal'));
  });
});
