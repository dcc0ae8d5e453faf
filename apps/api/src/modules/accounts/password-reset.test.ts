import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { resetTokenFrom, waitForMail } from '../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://portal.example.com' } });
});
afterAll(() => t.close());

async function requestLink(email: string, headers: Record<string, string> = {}) {
  const res = await t.call('POST', '/api/users/reset', { body: { email }, headers });
  expect(res.status).toBe(200);
  const mail = await waitForMail(t, email, 'Reset your');
  return { mail, token: resetTokenFrom(mail.text) };
}

describe('password reset', () => {
  it('mails a PUBLIC_URL link whatever Host the request claims, and the new password works', async () => {
    const u = await t.makeUser({ ...roles.dealer, email: 'forgot@example.com', password: 'old-password' });
    const { mail, token } = await requestLink('forgot@example.com', { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' });
    expect(mail.text).toContain(`https://portal.example.com/reset/${token}`);
    expect(mail.text).not.toContain('evil');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const done = await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'new-password' } });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain('password has been reset');
    expect((await t.call('POST', '/api/users/login', { body: { email: 'forgot@example.com', password: 'old-password' } })).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { body: { email: 'forgot@example.com', password: 'new-password' } })).status).toBe(200);
    // The session from before the reset is over.
    expect((await t.call('GET', '/api/users/profile', { token: u.token })).status).toBe(401);
  });

  it('accepts a link once only', async () => {
    await t.makeUser({ email: 'once@example.com' });
    const { token } = await requestLink('once@example.com');
    expect((await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'first-new' } })).status).toBe(200);
    const again = await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'second-new' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await t.call('POST', '/api/users/login', { body: { email: 'once@example.com', password: 'first-new' } })).status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    await t.makeUser({ email: 'late@example.com', password: 'keep-this' });
    const { token } = await requestLink('late@example.com');
    await t.db.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    expect((await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'too-late' } })).status).toBe(400);
    expect((await t.call('POST', '/api/users/login', { body: { email: 'late@example.com', password: 'keep-this' } })).status).toBe(200);
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    await t.makeUser({ email: 'exists@example.com' });
    const known = await t.call('POST', '/api/users/reset', { body: { email: 'exists@example.com' }, ip: '10.9.0.1' });
    const unknown = await t.call('POST', '/api/users/reset', { body: { email: 'nobody@example.com' }, ip: '10.9.0.1' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await waitForMail(t, 'exists@example.com', 'Reset your');
    expect(await listOutboxFor(t.db.db, 'nobody@example.com')).toEqual([]);
  });

  it('says "Please enter an email address." for a blank email', async () => {
    const res = await t.call('POST', '/api/users/reset', { body: { email: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toBe('Please enter an email address.');
  });

  it('checks the new password like registration does', async () => {
    const res = await t.call('POST', '/api/users/reset/whatever-token', { body: { password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.password).toBe('Password must be at least 6 characters');
  });

  it('limits reset requests per email (429)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.call('POST', '/api/users/reset', { body: { email: 'flood@example.com' }, ip: `10.3.0.${i}` })).status).toBe(200);
    }
    const res = await t.call('POST', '/api/users/reset', { body: { email: 'flood@example.com' }, ip: '10.3.0.50' });
    expect(res.status).toBe(429);
  });
});
