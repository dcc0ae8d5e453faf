import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { resetTokenFrom } from '../../test/outbox';
import { outboxMail } from '../mail/templates/mail-test-kit';

/** The account mails, as the outbox holds them after the real actions: plain text and HTML, a registrant's markup printed as text. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.makeUser({ ...roles.admin, email: 'account.mail.admin@staff.example.com' });
  publicUrl = t.app.deps.config.PUBLIC_URL;
});
afterAll(() => t.close());

const registrant = { fname: '<b>Acme</b>', lname: 'Newcomer', location: 'Lakeside <i>Patio</i>', email: 'acme@newcomer.example.com', password: 'password123' };
const register = (ip: string) => t.call('POST', '/api/users', { body: registrant, ip });

describe('account mails are multipart, the HTML like the portal', () => {
  it('a password reset: a button to the one-hour link, the same link as the plain text', async () => {
    const user = await t.makeUser({ email: 'account.mail.reset@example.com' });
    expect((await t.call('POST', '/api/users/reset', { body: { email: user.email } })).status).toBe(200);
    const mail = await outboxMail(t, user.email, 'Reset your Dealer Portal password');
    const link = `${publicUrl}/reset/${resetTokenFrom(mail.plain)}`;
    expect(mail.plain).toContain(`Open this link within one hour to choose a new password:\n${link}\n`);
    expect(mail.heading).toBe('Reset your password');
    expect(mail.text).toContain('Open the link within one hour to choose a new password.');
    expect(mail.buttonHref).toBe(link);
  });

  it('a registration, to the administrators: who registered (markup as text), a button to the accounts waiting', async () => {
    expect((await register('10.31.0.1')).status).toBeLessThan(300);
    const mail = await outboxMail(t, admin.email, 'New Dealer Portal registration: <b>Acme</b> Newcomer');
    const href = `${publicUrl}/admin/users?approval=pending`;
    expect(mail.plain).toContain(`approve the account in Portal Users:\n${href}\n`);
    expect(mail.heading).toBe('New registration: <b>Acme</b> Newcomer');
    expect(mail.rows).toEqual([
      ['Name', '<b>Acme</b> Newcomer'],
      ['Dealer / Location', 'Lakeside <i>Patio</i>'],
      ['Email', 'acme@newcomer.example.com'],
    ]);
    expect(mail.html).not.toMatch(/<b>|<i>/);
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; Newcomer');
    expect(mail.buttonHref).toBe(href);
  });

  it('the same address again, to its owner: a button to sign in and a link to reset the password', async () => {
    await register('10.31.0.2');
    const mail = await outboxMail(t, registrant.email, 'tried to register');
    expect(mail.plain).toContain(`If it was you, sign in at:\n${publicUrl}/login\n\nForgot your password? Reset it at:\n${publicUrl}/reset\n`);
    expect(mail.heading).toBe('Someone tried to register with your address');
    expect(mail.buttonHref).toBe(`${publicUrl}/login`);
    expect(mail.html).toContain(`href="${publicUrl}/reset"`);
  });

  it('the approval, to the registrant: greeted by name as text, a button to sign in', async () => {
    const pending = await t.makeUser({ fname: '<b>Acme</b>', email: 'account.mail.pending@example.com' });
    const approved = await t.call('PUT', `/api/admin/users/${pending.id}`, { body: { bc_customer_id: 'C20000', isApproved: true }, token: admin.token });
    expect(approved.status).toBe(200);
    const mail = await outboxMail(t, pending.email, 'Your Dealer Portal account is approved');
    expect(mail.plain).toBe(`Hello <b>Acme</b>,\n\nYour Dealer Portal account has been approved. You can sign in at:\n${publicUrl}/login\n`);
    expect(mail.heading).toBe('Your account is approved');
    expect(mail.text).toContain('Hello <b>Acme</b>, Your Dealer Portal account has been approved.');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(mail.buttonHref).toBe(`${publicUrl}/login`);
  });
});
