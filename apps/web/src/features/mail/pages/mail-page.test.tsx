import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  deliveredBy: 'smtp' as const,
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
  deliveredBy: null,
};

function renderPage(page: TMailPage, path = '/admin/mail') {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true, storeAccess: true })));
  const calls = fakeApi({ 'mail.list': () => page });
  const { router } = renderRoutes(
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
    path,
  );
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  const lastInput = () => calls.filter((call) => call.path === 'mail.list').at(-1)?.input;
  return { params, lastInput };
}

const mailId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('Admin → Mail (issue 29)', () => {
  it('lists recipient, subject and state, and opens the body with its links clickable', async () => {
    const { lastInput } = renderPage({ items: [resetMail], total: 1, offset: 0, limit: 20 });
    const control = await screen.findByRole('button', { name: /Reset your Dealer Portal password/ });
    expect(within(control).getByText(/To dana@example.com/).isConnected).toBe(true);
    expect(within(control).getByText('Sent').isConnected).toBe(true);
    fireEvent.click(control);
    const link = await screen.findByRole('link', { name: 'http://localhost:3000/reset/abc_DEF-123' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/reset/abc_DEF-123');
    expect(screen.getByText('1–1 of 1 mails').isConnected).toBe(true);
    expect(lastInput()).toEqual({ offset: 0, limit: 20 });
  });

  it('shows a mail as text: markup in it is never run or rendered, and a full stop ends the link', async () => {
    renderPage({ items: [hostileMail], total: 1, offset: 0, limit: 20 });
    fireEvent.click(await screen.findByRole('button', { name: /New Dealer Portal registration: <b>Eve<\/b>/ }));
    expect((await screen.findByText(/<script>window.hacked = true<\/script>/)).isConnected).toBe(true);
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect((await screen.findByRole('link', { name: 'https://portal.example.com/admin/users?approval=pending' })).isConnected).toBe(true);
    expect(screen.getByText('Queued').isConnected).toBe(true);
  });

  it('says Sent only for a mail a mail server accepted; one the log mailer took (no SMTP_URL) says it was not sent', async () => {
    const logged = { ...resetMail, _id: mailId(903), subject: 'Your account was approved', deliveredBy: 'log' as const };
    const retrying = { ...hostileMail, _id: mailId(904), subject: 'Order shipped', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:25' };
    const failed = { ...retrying, _id: mailId(905), subject: 'Order rejected', status: 'failed' as const };
    renderPage({ items: [logged, resetMail, retrying, failed], total: 4, offset: 0, limit: 20 });
    const badgeOf = async (subject: string) => within(await screen.findByRole('button', { name: new RegExp(subject) }));
    expect((await badgeOf('Your account was approved')).getByText('Logged, not sent').isConnected).toBe(true);
    expect((await badgeOf('Your account was approved')).queryByText('Sent')).toBeNull();
    expect((await badgeOf('Reset your Dealer Portal password')).getByText('Sent').isConnected).toBe(true);
    expect((await badgeOf('Order shipped')).getByText('Retrying').isConnected).toBe(true);
    expect((await badgeOf('Order rejected')).getByText('Failed').isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Your account was approved/ }));
    expect((await screen.findByText(/Not sent: no mail server is set \(SMTP_URL\)/)).isConnected).toBe(true);
  });

  it('keeps its page in the address: a link to ?page=2 opens it, and the pager writes it back', async () => {
    const many = { items: [resetMail], total: 65, offset: 20, limit: 20 };
    const page = renderPage(many, '/admin/mail?page=2');
    await screen.findByRole('button', { name: /Reset your Dealer Portal password/ });
    expect(page.lastInput()).toEqual({ offset: 20, limit: 20 });
    expect(screen.getByRole('button', { name: '2' }).getAttribute('data-active')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() => expect(page.params()).toEqual({ page: '4' }));
    await waitFor(() => expect(page.lastInput()).toEqual({ offset: 60, limit: 20 }));
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(page.params()).toEqual({}));
  });

  it('says so when the outbox is empty', async () => {
    renderPage({ items: [], total: 0, offset: 0, limit: 20 });
    expect((await screen.findByText('No mail yet')).isConnected).toBe(true);
  });
});
