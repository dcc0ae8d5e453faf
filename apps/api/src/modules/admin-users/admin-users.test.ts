import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '@portal/db/queries/users';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let superAdmin: Awaited<ReturnType<TestApp['makeUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.makeUser({ ...roles.admin, fname: 'Alice', lname: 'Admin', email: 'alice@staff.example.com' });
  superAdmin = await t.makeUser({ ...roles.superAdmin, fname: 'Sam', lname: 'Super', email: 'sam@staff.example.com' });
});
afterAll(() => t.close());

const put = (id: string, body: unknown, token = admin.token) => t.call('PUT', `/api/admin/users/${id}`, { body, token });

describe('approval journey', () => {
  it('links a customer, approves (mailing the dealer), grants store access; the dealer then sees it', async () => {
    const dealer = await t.makeUser({ email: 'new.dealer@example.com', fname: 'Nina' });
    const before = await t.call('GET', '/api/users/profile', { token: dealer.token });
    expect(before.body.isApproved).toBe(false);

    const approved = await put(dealer.id, { bc_customer_id: 'C20000', isApproved: true });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      isApproved: true,
      storeAccess: false,
      bc_customer_displayName: 'Maple Outdoor Living',
      bc_customer_priceGroup: 'CAD',
    });
    const mail = await waitForMail(t, 'new.dealer@example.com', 'approved');
    expect(mail.text).toContain('Hello Nina');

    const store = await put(dealer.id, { storeAccess: true });
    expect(store.body).toMatchObject({ isApproved: true, storeAccess: true, isCorporation: false });

    const profile = await t.call('GET', '/api/users/profile', { token: dealer.token });
    expect(profile.body).toMatchObject({ isApproved: true, storeAccess: true, bc_customer_tierName: 'Platinum', bc_customer_tierRate: 0.8 });
  });
});

describe('toggle rules are enforced by the server (portal.md §4)', () => {
  it('refuses approval without a real customer (none or 000)', async () => {
    const u = await t.makeUser({});
    expect((await put(u.id, { isApproved: true })).status).toBe(409);
    const placeholder = await put(u.id, { bc_customer_id: '000', isApproved: true });
    expect(placeholder.status).toBe(409);
    expect(placeholder.body.fieldErrors.isApproved).toContain('Business Central customer');
    expect((await findUserById(t.db.db, u.id))?.isApproved).toBe(false);
    expect((await findUserById(t.db.db, u.id))?.bcCustomerId).toBe(null);
  });

  it('refuses store access for an unapproved account', async () => {
    const u = await t.makeUser({ bcCustomerId: 'C10000' });
    const res = await put(u.id, { storeAccess: true });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.storeAccess).toBe('Store access needs an approved account');
  });

  it('refuses admin for an unapproved account', async () => {
    const u = await t.makeUser({ bcCustomerId: 'C10000' });
    expect((await put(u.id, { isAdmin: true })).status).toBe(409);
  });

  it('refuses removing approval while the account has store access or is admin', async () => {
    const u = await t.makeUser({ ...roles.dealer });
    const res = await put(u.id, { isApproved: false });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.isApproved).toBe('Remove store access before changing approval');
    const a = await t.makeUser({ ...roles.admin });
    expect((await put(a.id, { isApproved: false, storeAccess: false })).status).toBe(409);
  });

  it('refuses store access changes for an admin', async () => {
    const a = await t.makeUser({ ...roles.admin });
    expect((await put(a.id, { storeAccess: false })).status).toBe(409);
  });

  it('lets only a super admin grant super admin, never to themself', async () => {
    const a = await t.makeUser({ ...roles.admin });
    const byAdmin = await put(a.id, { isSuperAdmin: true });
    expect(byAdmin.status).toBe(403);
    expect((await findUserById(t.db.db, a.id))?.isSuperAdmin).toBe(false);
    expect((await put(a.id, { isSuperAdmin: true }, superAdmin.token)).status).toBe(200);
    const self = await put(superAdmin.id, { isSuperAdmin: false }, superAdmin.token);
    expect(self.status).toBe(409);
    expect(self.body.fieldErrors.isSuperAdmin).toBe('You cannot change your own super admin flag');
  });

  it('keeps a plain admin away from a super admin account', async () => {
    expect((await put(superAdmin.id, { isCorporation: true })).status).toBe(403);
  });

  it('changes only the fields sent', async () => {
    const u = await t.makeUser({ ...roles.dealer, isCorporation: false });
    const res = await put(u.id, { isCorporation: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isCorporation: true, isApproved: true, storeAccess: true, bc_customer_id: 'C10000' });
  });

  it('refuses unknown fields and unknown customers and changes nothing', async () => {
    const u = await t.makeUser({ ...roles.dealer });
    const unknownField = await put(u.id, { isCorporation: true, tokenVersion: 99 });
    expect(unknownField.status).toBe(400);
    const unknownCustomer = await put(u.id, { bc_customer_id: 'NOPE' });
    expect(unknownCustomer.status).toBe(400);
    expect(unknownCustomer.body.fieldErrors.bc_customer_id).toBe('Unknown Business Central customer');
    const wrongType = await put(u.id, { isAdmin: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(await findUserById(t.db.db, u.id)).toMatchObject({ isCorporation: false, bcCustomerId: 'C10000', isAdmin: false });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await put('7b0e8c5e-4a7e-4a57-9d43-000000000000', { isCorporation: true })).status).toBe(404);
    expect((await put('not-a-uuid', { isCorporation: true })).status).toBe(400);
  });

  it('ends the sessions of an account whose rights are removed', async () => {
    const u = await t.makeUser({ ...roles.dealer });
    expect((await put(u.id, { storeAccess: false })).status).toBe(200);
    expect((await t.call('GET', '/api/users/profile', { token: u.token })).status).toBe(401);
  });
});

describe('who may call the admin paths', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/7b0e8c5e-4a7e-4a57-9d43-000000000000'],
    ['DELETE', '/api/admin/users/7b0e8c5e-4a7e-4a57-9d43-000000000000'],
    ['GET', '/api/bc/customers'],
  ])('a dealer gets 403 on %s %s, a visitor 401', async (method, url) => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const body = method === 'PUT' ? { isAdmin: true } : undefined;
    expect((await t.call(method as 'GET', url, { token: dealer.token, body })).status).toBe(403);
    expect((await t.call(method as 'GET', url, { body })).status).toBe(401);
  });

  it('a dealer cannot set their own flags', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    expect((await put(dealer.id, { isAdmin: true }, dealer.token)).status).toBe(403);
    expect((await findUserById(t.db.db, dealer.id))?.isAdmin).toBe(false);
  });

  it('only a super admin deletes, and not themself', async () => {
    const victim = await t.makeUser({});
    expect((await t.call('DELETE', `/api/admin/users/${victim.id}`, { token: admin.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/admin/users/${superAdmin.id}`, { token: superAdmin.token })).status).toBe(409);
    const res = await t.call('DELETE', `/api/admin/users/${victim.id}`, { token: superAdmin.token });
    expect(res.status).toBe(200);
    expect(await findUserById(t.db.db, victim.id)).toBeUndefined();
  });
});

describe('GET /api/admin/users', () => {
  it('filters by name or email, sorts and pages with a total', async () => {
    for (const [fname, email] of [
      ['Zed', 'zed@filter.test'],
      ['Amy', 'amy@filter.test'],
      ['Mia', 'mia@filter.test'],
    ] as const) {
      await t.makeUser({ fname, lname: 'Filter', email });
    }
    const res = await t.call('GET', '/api/admin/users?filter=filter.test&orderBy=name&sortOrder=desc&limit=2&offset=0', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(res.body.items.map((u: { fname: string }) => u.fname)).toEqual(['Zed', 'Mia']);
    const page2 = await t.call('GET', '/api/admin/users?filter=filter.test&orderBy=name&sortOrder=desc&limit=2&offset=2', { token: admin.token });
    expect(page2.body).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(page2.body.items.map((u: { fname: string }) => u.fname)).toEqual(['Amy']);
    const byName = await t.call('GET', '/api/admin/users?filter=amy%20filter', { token: admin.token });
    expect(byName.body.items.map((u: { email: string }) => u.email)).toEqual(['amy@filter.test']);
    const wildcard = await t.call('GET', '/api/admin/users?filter=%25', { token: admin.token });
    expect(wildcard.body.total).toBe(0);
  });

  it('names the bad query parameter', async () => {
    const res = await t.call('GET', '/api/admin/users?orderBy=password&limit=1000', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ orderBy: 'orderBy must be one of name, email, customer', limit: 'limit must be between 1 and 100' });
  });
});

describe('new registrations are seen (issue 29)', () => {
  const register = (email: string, ip: string) =>
    t.call('POST', '/api/users', {
      body: { fname: 'Reggie', lname: 'Newcomer', location: 'Lakeside Patio', email, password: 'password123' },
      ip,
    });

  it('mails each administrator once per registration with a link to the accounts waiting, and nobody else', async () => {
    const dealer = await t.makeUser({ ...roles.dealer, email: 'reg.dealer@example.com' });
    const unapprovedAdmin = await t.makeUser({ isAdmin: true, email: 'reg.unapproved.admin@staff.example.com' });
    expect((await register('reggie@newcomer.example.com', '10.29.0.1')).status).toBeLessThan(300);
    for (const to of [admin.email, superAdmin.email]) {
      const mail = await waitForMail(t, to, 'New Dealer Portal registration');
      expect(mail.subject).toBe('New Dealer Portal registration: Reggie Newcomer');
      expect(mail.text).toContain('Reggie Newcomer (Lakeside Patio, reggie@newcomer.example.com)');
      expect(mail.text).toMatch(/http:\/\/localhost:\d+\/admin\/users\?approval=pending/);
      expect((await listOutboxFor(t.db.db, to)).filter((m) => m.subject.startsWith('New Dealer Portal registration'))).toHaveLength(1);
    }
    for (const other of [dealer.email, unapprovedAdmin.email, 'reggie@newcomer.example.com']) {
      expect((await listOutboxFor(t.db.db, other)).filter((m) => m.subject.startsWith('New Dealer Portal registration'))).toEqual([]);
    }

    // The same address again: no account is made, so no administrator hears of one.
    await register('reggie@newcomer.example.com', '10.29.0.2');
    await waitForMail(t, 'reggie@newcomer.example.com', 'tried to register');
    expect((await listOutboxFor(t.db.db, admin.email)).filter((m) => m.subject.startsWith('New Dealer Portal registration'))).toHaveLength(1);
  });

  it("filters Portal Users to the accounts pending approval ('approval=pending') and names a bad value", async () => {
    const waiting = await t.makeUser({ fname: 'Wendy', lname: 'Waiting', email: 'wendy@pending.test' });
    await t.makeUser({ ...roles.dealer, fname: 'Andy', lname: 'Approved', email: 'andy@pending.test' });
    const res = await t.call('GET', '/api/admin/users?filter=pending.test&approval=pending', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items.map((u: { _id: string }) => u._id)).toEqual([waiting.id]);
    const all = await t.call('GET', '/api/admin/users?filter=pending.test', { token: admin.token });
    expect(all.body.total).toBe(2);
    const bad = await t.call('GET', '/api/admin/users?approval=maybe', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ approval: 'approval must be pending' });
  });
});
