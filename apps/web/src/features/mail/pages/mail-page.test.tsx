import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMailPage } from '@portal/domain/mail/mail-schemas';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { MailPage } from './mail-page';

afterEach(() => vi.unstubAllGlobals());

const resetMail = {
  _id: '00000000-0000-4000-8000-000000000901',
  to: 'dana@example.com',
  subject: 'Reset your Dealer Portal password',
  text:
    'Open this link within one hour to choose a new password:\nhttp://localhost:3000/reset/abc_DEF-123\n\n' +
    'If you did not ask for this, ignore this message.',
  status: 'sent' as const,
  createdAt: '2026-12-06T18:00:00.000Z',
  sentAt: '2026-12-06T18:00:01.000Z',
  attempts: 1,
  lastError: null,
};
const hostileMail = {
  ...resetMail,
  _id: '00000000-0000-4000-8000-000000000902',
  to: 'admin@example.com',
  subject: 'New Dealer Portal registration: <b>Eve</b>',
  text:
    'Eve <script>window.hacked = true</script> <img src=x onerror="window.hacked=true"> registered. ' +
    'Review: https://portal.example.com/admin/users?approval=pending.',
  status: 'pending' as const,
  sentAt: null,
};

function renderPage(page: TMailPage) {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true })));
  const calls = fakeApi({ 'mail.list': () => page });
  renderRoutes(
    [
      {
        path: '/admin/mail',
        element: (
          <TestEnv>
            <MailPage />
          </TestEnv>
        ),
      },
    ],
    '/admin/mail',
  );
  return calls;
}

describe('Admin → Mail (issue 29)', () => {
  it('lists recipient, subject and state, and opens the body with its links clickable', async () => {
    const calls = renderPage({ items: [resetMail], total: 1, offset: 0, limit: 20 });
    const control = await screen.findByRole('button', { name: /Reset your Dealer Portal password/ });
    expect(within(control).getByText(/To dana@example.com/).isConnected).toBe(true);
    expect(within(control).getByText('Sent').isConnected).toBe(true);
    fireEvent.click(control);
    const link = await screen.findByRole('link', { name: 'http://localhost:3000/reset/abc_DEF-123' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/reset/abc_DEF-123');
    expect(screen.getByText('1–1 of 1 mails').isConnected).toBe(true);
    expect(calls.find((call) => call.path === 'mail.list')?.input).toEqual({ offset: 0, limit: 20 });
  });

  it('shows a mail as text: markup in it is never run or rendered, and a full stop ends the link', async () => {
    renderPage({ items: [hostileMail], total: 1, offset: 0, limit: 20 });
    fireEvent.click(await screen.findByRole('button', { name: /New Dealer Portal registration: <b>Eve<\/b>/ }));
    expect((await screen.findByText(/<script>window.hacked = true<\/script>/)).isConnected).toBe(true);
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect((await screen.findByRole('link', { name: 'https://portal.example.com/admin/users?approval=pending' })).isConnected).toBe(true);
    expect(screen.getByText('Pending').isConnected).toBe(true);
  });

  it('says so when the outbox is empty', async () => {
    renderPage({ items: [], total: 0, offset: 0, limit: 20 });
    expect((await screen.findByText('No mail yet')).isConnected).toBe(true);
  });
});
