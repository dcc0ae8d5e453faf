import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { buildServer } from '../../server';
import { createTestApp, roles, type TestApp } from '../../test/test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in and profile', () => {
  it('returns the spec user with a token that opens the profile', async () => {
    const u = await t.makeUser({ ...roles.dealer, email: 'gold@example.com', password: 'right-pass' });
    const res = await t.call('POST', '/api/users/login', { body: { email: 'GOLD@example.com', password: 'right-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: u.id,
      email: 'gold@example.com',
      isApproved: true,
      storeAccess: true,
      bc_customer_id: 'C10000',
      bc_customer_displayName: 'Shade Masters Inc.',
      bc_customer_tierName: 'Gold',
      bc_customer_priceGroup: 'USD',
      bc_customer_tierRate: 0.85,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    const profile = await t.call('GET', '/api/users/profile', { token: res.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('gold@example.com');
  });

  it('lets an unapproved account sign in (the home page says approval is pending)', async () => {
    await t.makeUser({ email: 'waiting@example.com', password: 'pw123456' });
    const res = await t.call('POST', '/api/users/login', { body: { email: 'waiting@example.com', password: 'pw123456' } });
    expect(res.status).toBe(200);
    expect(res.body.isApproved).toBe(false);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    await t.makeUser({ email: 'known@example.com', password: 'pw123456' });
    const wrong = await t.call('POST', '/api/users/login', { body: { email: 'known@example.com', password: 'nope-nope' }, ip: '10.0.0.2' });
    const unknown = await t.call('POST', '/api/users/login', { body: { email: 'ghost@example.com', password: 'nope-nope' }, ip: '10.0.0.2' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('needs email and password', async () => {
    const res = await t.call('POST', '/api/users/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'abc.def.ghi'],
  ])('refuses the profile with %s (401)', async (_n, token) => {
    const res = await t.call('GET', '/api/users/profile', token ? { token } : {});
    expect(res.status).toBe(401);
  });

  it('refuses a token signed with another secret, another audience or expired', async () => {
    const { SignJWT } = await import('jose');
    const u = await t.makeUser({ ...roles.dealer });
    const other = new TextEncoder().encode('x'.repeat(48));
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('dealer-portal')
      .setAudience('dealer-portal-web')
      .setExpirationTime('1h')
      .sign(other);
    expect((await t.call('GET', '/api/users/profile', { token: forged })).status).toBe(401);
    const noneAlg =
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.` +
      `${Buffer.from(JSON.stringify({ sub: u.id, ver: 0, iss: 'dealer-portal', aud: 'dealer-portal-web' })).toString('base64url')}.`;
    expect((await t.call('GET', '/api/users/profile', { token: noneAlg })).status).toBe(401);
  });

  it('refuses a token of a deleted account', async () => {
    const su = await t.makeUser({ ...roles.superAdmin });
    const u = await t.makeUser({ ...roles.dealer });
    expect((await t.call('DELETE', `/api/admin/users/${u.id}`, { token: su.token })).status).toBe(200);
    expect((await t.call('GET', '/api/users/profile', { token: u.token })).status).toBe(401);
  });
});

describe('sign-in rate limit (the figures: anonymous-limits.mocked.test.ts)', () => {
  it('counts in the database: a second instance on the same database refuses the same address too', async () => {
    await t.makeUser({ email: 'shared@example.com', password: 'pw123456' });
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', '/api/users/login', { body: { email: 'shared@example.com', password: 'wrong-pass' }, ip: '10.3.0.1' })).status).toBe(401);
    }
    const second = await buildServer({ config: testConfig(), dbHandle: t.db });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'shared@example.com', password: 'pw123456' },
        remoteAddress: '10.3.0.1',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'shared@example.com', password: 'pw123456' },
        remoteAddress: '10.3.0.2',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
