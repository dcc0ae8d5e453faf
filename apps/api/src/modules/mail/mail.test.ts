import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { findUserByEmail } from '@portal/db/queries/users';
import type { Mailer } from '../../adapters/mail/mailer';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { trpc } from '../orders/orders-test-kit';
import { seedAdminAtStart } from '../accounts/seed-admin';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let ordinaryAdmin: Awaited<ReturnType<TestApp['makeUser']>>;
let dealer: Awaited<ReturnType<TestApp['makeUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  // The outbox holds every account's password-reset link: only a super administrator reads it.
  admin = await t.makeUser({ ...roles.superAdmin, email: 'mail.admin@staff.example.com' });
  ordinaryAdmin = await t.makeUser({ ...roles.admin, email: 'mail.ordinary@staff.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'mail.dealer@example.com' });
});
afterAll(() => t.close());

describe('Admin → Mail (issue 29): the outbox for administrators', () => {
  it('shows a password reset mail with its link, newest first, on REST and tRPC alike', async () => {
    await t.call('POST', '/api/users/reset', { body: { email: dealer.email } });
    await waitForMail(t, dealer.email, 'Reset your Dealer Portal password');
    const rest = await t.call('GET', '/api/admin/mail?limit=5', { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ offset: 0, limit: 5 });
    expect(rest.body.total).toBeGreaterThanOrEqual(1);
    const [newest] = rest.body.items;
    expect(newest).toMatchObject({ to: dealer.email, subject: 'Reset your Dealer Portal password' });
    expect(['pending', 'sent']).toContain(newest.status);
    expect(newest.text).toMatch(/http:\/\/localhost:\d+\/reset\/[A-Za-z0-9_-]+/);
    expect(Object.keys(newest).sort()).toEqual(['_id', 'attempts', 'createdAt', 'deliveredBy', 'lastError', 'sentAt', 'status', 'subject', 'text', 'to']);

    const viaTrpc = await trpc(t, admin.token, 'mail.list', { limit: 5 });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data.items[0]._id).toBe(newest._id);
  });

  it('pages with a bounded limit and names the field it refuses', async () => {
    const tooMany = await t.call('GET', '/api/admin/mail?limit=51', { token: admin.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ limit: 'limit must be between 1 and 50' });
    const second = await t.call('GET', '/api/admin/mail?offset=1&limit=1', { token: admin.token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ offset: 1, limit: 1 });
    expect(second.body.items.length).toBeLessThanOrEqual(1);
  });

  it('is for super administrators only: a dealer and an ordinary administrator hear 403, a visitor 401', async () => {
    expect((await t.call('GET', '/api/admin/mail', { token: dealer.token })).status).toBe(403);
    // An administrator who is not a super administrator would otherwise ask a reset for a super administrator and read its link.
    expect((await t.call('GET', '/api/admin/mail', { token: ordinaryAdmin.token })).status).toBe(403);
    expect((await trpc(t, ordinaryAdmin.token, 'mail.list', {})).status).toBe(403);
    expect((await trpc(t, dealer.token, 'mail.list', {})).status).toBe(403);
    expect((await t.call('GET', '/api/admin/mail')).status).toBe(401);
  });
});

/** Waits until the outbox worker has delivered the mail (the worker runs after the request answers). */
async function waitForSent(app: TestApp, to: string) {
  for (;;) {
    const [mail] = await listOutboxFor(app.db.db, to);
    if (mail?.status === 'sent') return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mail to `to` as Admin → Mail lists it. */
async function listedMailTo(app: TestApp, token: string, to: string) {
  const listed = await app.call('GET', '/api/admin/mail?limit=50', { token });
  return (listed.body.items as { to: string }[]).find((mail) => mail.to === to);
}

describe('Admin → Mail tells what became of a mail: sent to a mail server, or only logged', () => {
  it('without SMTP_URL (the log mailer) a delivered mail is listed as logged, not as sent by a server', async () => {
    await t.call('POST', '/api/users/reset', { body: { email: admin.email } });
    await waitForSent(t, admin.email);
    expect(await listedMailTo(t, admin.token, admin.email)).toMatchObject({ status: 'sent', deliveredBy: 'log' });
    const viaTrpc = await trpc(t, admin.token, 'mail.list', { limit: 50 });
    expect(viaTrpc.data.items.find((m: { to: string }) => m.to === admin.email)).toMatchObject({ status: 'sent', deliveredBy: 'log' });
  });

  it('a mail an SMTP server accepted is listed as sent by smtp', async () => {
    const smtp: Mailer = { kind: 'smtp', send: async () => undefined, close: async () => undefined };
    const withSmtp = await createTestApp({ mailer: smtp, config: { MAIL_POLL_INTERVAL_MS: 20 } });
    try {
      const smtpAdmin = await withSmtp.makeUser({ ...roles.superAdmin, email: 'mail.smtp.admin@staff.example.com' });
      await withSmtp.call('POST', '/api/users/reset', { body: { email: smtpAdmin.email } });
      await waitForSent(withSmtp, smtpAdmin.email);
      expect(await listedMailTo(withSmtp, smtpAdmin.token, smtpAdmin.email)).toMatchObject({ status: 'sent', deliveredBy: 'smtp' });
    } finally {
      await withSmtp.close();
    }
  });
});

describe('the seed administrator at start-up', () => {
  it('is created once, and the log says so with the account to sign in with', async () => {
    const lines: string[] = [];
    const log = { info: (message: string) => void lines.push(message) };
    await seedAdminAtStart(t.db.db, { email: 'Seed.Admin@Example.com', password: 'change-me' }, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Seed administrator seed.admin@example.com created');
    expect(lines[0]).not.toContain('change-me');
    expect(await findUserByEmail(t.db.db, 'seed.admin@example.com')).toMatchObject({ isAdmin: true, isSuperAdmin: true, isApproved: true });

    await seedAdminAtStart(t.db.db, { email: 'seed.admin@example.com', password: 'change-me' }, log);
    expect(lines).toHaveLength(1);
  });
});
