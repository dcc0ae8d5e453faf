import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@portal/domain/accounts/messages';
import { fakeApi } from '../../../test/fake-api';
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

describe('RegisterPage from a team invitation (issue 32)', () => {
  const invitation = { email: 'nia@example.com', role: 'sales', teamName: 'Shade Masters Inc.' };

  it("shows the team's name and the role, the invited email read-only and no Dealer / Location; then says the account is ready", async () => {
    const calls = fakeApi({
      'teams.invitation': () => invitation,
      'accounts.register': () => ({ message: accountMessages.registeredFromInvitation }),
    });
    renderRoutes(routes, '/register?invitation=tok-123');
    expect((await screen.findByRole('heading', { name: 'Join Shade Masters Inc.' })).isConnected).toBe(true);
    expect(screen.getByText(/You are invited to the Dealer Portal as/).textContent).toContain('Sales of Shade Masters Inc.');
    const email = screen.getByLabelText<HTMLInputElement>(/^Email/);
    expect(email.value).toBe('nia@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Dealer \/ Location/)).toBeNull();
    expect(calls.find((c) => c.path === 'teams.invitation')?.input).toEqual({ token: 'tok-123' });

    type(/^First name/, 'Nia');
    type(/^Last name/, 'New');
    type(/^Password/, 'secret1');
    type(/^Confirm password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByText(accountMessages.registeredFromInvitation)).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign In' }).isConnected).toBe(true);
    expect(calls.filter((c) => c.path === 'accounts.register').map((c) => c.input)).toEqual([
      { fname: 'Nia', lname: 'New', email: 'nia@example.com', password: 'secret1', invitation: 'tok-123' },
    ]);
  });

  it('says why an expired or used invitation cannot be used, and offers no form', async () => {
    fakeApi({
      'teams.invitation': () => {
        throw { code: 'NOT_FOUND', message: 'This invitation has expired' };
      },
    });
    renderRoutes(routes, '/register?invitation=old');
    expect((await screen.findByText('This invitation has expired')).isConnected).toBe(true);
    expect(screen.getByText('Ask your team administrator for a new invitation.').isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
