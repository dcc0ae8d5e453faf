import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@portal/domain/accounts/messages';
import { renderRoutes } from '../../../test/render-with-providers';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('shows the specification messages when submitted empty', async () => {
    renderRoutes(routes, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByText('First name is required')).isConnected).toBe(true);
    expect(screen.getByText('Last name is required').isConnected).toBe(true);
    expect(screen.getByText('Dealer / Location is required').isConnected).toBe(true);
    expect(screen.getByText('Invalid email address').isConnected).toBe(true);
    expect(screen.getByText('Password must be at least 6 characters').isConnected).toBe(true);
    expect(screen.getByText('Confirm your password').isConnected).toBe(true);
  });

  it('rejects a bad email and a confirmation that does not match', async () => {
    renderRoutes(routes, '/register');
    type(/^First name/, 'Ann');
    type(/^Last name/, 'Lee');
    type(/^Dealer \/ Location/, 'Denver');
    type(/^Email/, 'not-an-email');
    type(/^Password/, 'secret1');
    type(/^Confirm password/, 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByText('Invalid email address')).isConnected).toBe(true);
    expect(screen.getByText('Passwords do not match').isConnected).toBe(true);
    expect(screen.queryByText('First name is required')).toBeNull();
  });

  it('sends the trimmed input without the confirmation and shows the registered notice on /login', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify([{ result: { data: { message: 'ok' } } }]), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/register');
    type(/^First name/, ' Ann ');
    type(/^Last name/, 'Lee');
    type(/^Dealer \/ Location/, 'Denver');
    type(/^Email/, 'Ann@Example.com');
    type(/^Password/, 'secret1');
    type(/^Confirm password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByText(accountMessages.registered)).isConnected).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('accounts.register');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { fname: 'Ann', lname: 'Lee', location: 'Denver', email: 'ann@example.com', password: 'secret1' },
    });
  });

  it('says to wait when the address has registered too often, and stays on the form', async () => {
    const refusal = {
      error: { message: accountMessages.tooManyAttempts, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, errorCode: 'RATE_LIMITED' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([refusal]), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '3600' } })),
    );
    renderRoutes(routes, '/register');
    type(/^First name/, 'Ann');
    type(/^Last name/, 'Lee');
    type(/^Dealer \/ Location/, 'Denver');
    type(/^Email/, 'ann@example.com');
    type(/^Password/, 'secret1');
    type(/^Confirm password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByText(accountMessages.tooManyAttempts)).isConnected).toBe(true);
    expect(screen.getByText('Registration failed').isConnected).toBe(true);
    expect(screen.queryByText(accountMessages.registered)).toBeNull();
  });
});
