import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../routes';

const shell = { supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback', companyName: 'Example' };

afterEach(() => vi.unstubAllGlobals());

/** What a keyboard user does: focus the button, then press it. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('focus in the app shell (WCAG 2.4.3, 3.3.1)', () => {
  it('after signing in, focus starts on the new page’s main heading', async () => {
    const user = makeUser({ fname: 'Dana' });
    fakeApi({ 'shell.config': () => shell, 'accounts.login': () => user, 'accounts.profile': () => user });
    renderRoutes(routes, '/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'dealer-password' } });
    press(screen.getByRole('button', { name: 'Sign In' }));
    const heading = await screen.findByRole('heading', { name: 'Welcome, Dana!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a sign-in sent with empty fields puts focus on the first of them, which names its error', async () => {
    fakeApi({ 'shell.config': () => shell });
    renderRoutes(routes, '/login');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    press(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // A screen reader reads the field's description with it: the error.
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Email is required');
  });
});
