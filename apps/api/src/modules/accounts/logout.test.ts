import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/users/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** What each transport answers the token: the profile's status on REST and on tRPC. */
async function statusesOf(token: string) {
  const rest = await t.call('GET', '/api/users/profile', { token });
  const trpc = await t.call('GET', '/trpc/accounts.profile', { token });
  return { rest: rest.status, trpc: trpc.status };
}

describe('sign-out (POST /api/users/logout, accounts.logout)', () => {
  it('ends that session on REST and tRPC, while a second session of the same user keeps working', async () => {
    await t.makeUser({ ...roles.dealer, email: 'two-tabs@example.com', password: 'two-tabs-pw' });
    const laptop = await signIn('two-tabs@example.com', 'two-tabs-pw');
    const phone = await signIn('two-tabs@example.com', 'two-tabs-pw');
    // Verified (and its signature remembered) before the sign-out.
    expect(await statusesOf(laptop)).toEqual({ rest: 200, trpc: 200 });

    const out = await t.call('POST', '/api/users/logout', { token: laptop });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have signed out.' });

    expect(await statusesOf(laptop)).toEqual({ rest: 401, trpc: 401 });
    const refused = await t.call('GET', '/api/users/profile', { token: laptop });
    expect(refused.body).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await statusesOf(phone)).toEqual({ rest: 200, trpc: 200 });
  });

  it('signs out through tRPC the same way', async () => {
    await t.makeUser({ ...roles.dealer, email: 'trpc-out@example.com', password: 'trpc-out-pw' });
    const first = await signIn('trpc-out@example.com', 'trpc-out-pw');
    const second = await signIn('trpc-out@example.com', 'trpc-out-pw');
    const out = await t.call('POST', '/trpc/accounts.logout', { token: first, body: {} });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ result: { data: { message: 'You have signed out.' } } });
    expect(await statusesOf(first)).toEqual({ rest: 401, trpc: 401 });
    expect(await statusesOf(second)).toEqual({ rest: 200, trpc: 200 });
  });

  it('ends the session of a pending (unapproved) account too', async () => {
    await t.makeUser({ email: 'pending-out@example.com', password: 'pending-pw' });
    const token = await signIn('pending-out@example.com', 'pending-pw');
    expect((await t.call('POST', '/api/users/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/users/profile', { token })).status).toBe(401);
  });

  it('answers a repeated sign-out with the ended token 401, changing nothing else', async () => {
    await t.makeUser({ ...roles.dealer, email: 'twice@example.com', password: 'twice-pw-1' });
    const token = await signIn('twice@example.com', 'twice-pw-1');
    const other = await signIn('twice@example.com', 'twice-pw-1');
    expect((await t.call('POST', '/api/users/logout', { token })).status).toBe(200);
    const again = await t.call('POST', '/api/users/logout', { token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await statusesOf(other)).toEqual({ rest: 200, trpc: 200 });
  });

  it.each([
    ['no token', undefined, 'Please sign in'],
    ['a garbage token', 'abc.def.ghi', 'Your session has expired. Please sign in again.'],
  ])('refuses %s with 401', async (_name, token, message) => {
    const res = await t.call('POST', '/api/users/logout', token ? { token } : {});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(message);
  });
});
