import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '@portal/db/queries/users';
import { createTestApp, type TestApp } from '../../test/test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { fname: 'Dana', lname: 'Dealer', location: 'Shade Masters', email: 'Dana@Example.com', password: 'secret1' };

describe('POST /api/users (register)', () => {
  it('creates an unapproved account and says approval is pending', async () => {
    const res = await t.call('POST', '/api/users', { body: valid });
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('pending approval');
    const row = await findUserByEmail(t.db.db, 'dana@example.com');
    expect(row).toMatchObject({ fname: 'Dana', isApproved: false, storeAccess: false, isAdmin: false, isSuperAdmin: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it.each([
    ['fname', '', 'First name is required'],
    ['lname', '  ', 'Last name is required'],
    ['location', '', 'Dealer / Location is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('refuses %s=%j with "%s" and creates nothing', async (field, value, message) => {
    const email = `v-${field}@example.com`;
    const res = await t.call('POST', '/api/users', { body: { ...valid, email, [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await findUserByEmail(t.db.db, field === 'email' ? 'not-an-email' : email)).toBeUndefined();
  });

  it('answers a taken email, whatever its casing, like a new one and changes nothing (anonymous-limits.mocked.test.ts: the owner is mailed)', async () => {
    const first = await t.call('POST', '/api/users', { body: { ...valid, email: 'dup@example.com' } });
    const again = await t.call('POST', '/api/users', { body: { ...valid, fname: 'Other', email: ' DUP@example.com ' } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await findUserByEmail(t.db.db, 'dup@example.com'))?.fname).toBe('Dana');
  });

  it('ignores flags a registrant tries to set', async () => {
    const res = await t.call('POST', '/api/users', {
      body: { ...valid, email: 'sneaky@example.com', isApproved: true, isAdmin: true, isSuperAdmin: true, storeAccess: true, bc_customer_id: 'C10000' },
    });
    expect(res.status).toBe(201);
    const row = await findUserByEmail(t.db.db, 'sneaky@example.com');
    expect(row).toMatchObject({ isApproved: false, isAdmin: false, isSuperAdmin: false, storeAccess: false, bcCustomerId: null });
  });

  it.each([
    ['malformed JSON', '{"fname":', { 'content-type': 'application/json' }, 400],
    ['wrong types', JSON.stringify({ fname: 1, lname: [], location: {}, email: 5, password: true }), { 'content-type': 'application/json' }, 400],
    ['an array body', '[1,2]', { 'content-type': 'application/json' }, 400],
    ['a huge body', JSON.stringify({ ...valid, location: 'x'.repeat(2 * 1024 * 1024) }), { 'content-type': 'application/json' }, 413],
    ['a text body', 'hello', { 'content-type': 'text/plain' }, 400],
    ['an XML body', '<a/>', { 'content-type': 'application/xml' }, 415],
  ])('answers %s with a 4xx JSON message', async (_name, payload, headers, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', payload, headers });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });
});
