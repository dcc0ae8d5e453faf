import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '@portal/db/queries/users';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { accountMessages } from '@portal/domain/accounts/messages';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { resetTokenFrom, waitForMail } from '../test/outbox';

// Counts argon2 hashes: registering an existing email must cost what registering a new one costs.
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('../auth/password-hashing', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/password-hashing')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashing.count += 1;
      return original.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://portal.example.com' } });
});
afterAll(() => t.close());

const registrant = { fname: 'Dana', lname: 'Dealer', location: 'Shade Masters', password: 'secret12' };

/** Sends until the first answer that is not `ok`; returns how many were `ok` and that answer. */
async function untilRefused(max: number, send: (i: number) => Promise<{ status: number; headers: Record<string, unknown>; body: any }>, ok: number) {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    if (res.status !== ok) return { accepted: i, refused: res };
  }
  return { accepted: max, refused: undefined };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('registration', () => {
  it('lets one address create a handful of accounts, then answers 429 with Retry-After, on REST and tRPC alike', async () => {
    const ip = '198.51.100.10';
    const tried = 100;
    const { accepted, refused } = await untilRefused(
      tried,
      (i) => t.call('POST', '/api/users', { body: { ...registrant, email: `flood-${i}@example.com` }, ip }),
      201,
    );
    console.log(`registration flood from one address: ${accepted} accounts created before ${refused ? refused.status : 'no refusal'} (${tried} tried)`);
    expect(refused?.status).toBe(429);
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.body).toMatchObject({ code: 'RATE_LIMITED', message: accountMessages.tooManyAttempts });
    expect(await findUserByEmail(t.db.db, `flood-${accepted}@example.com`)).toBeUndefined();

    const twin = await t.app.inject({
      method: 'POST',
      url: '/trpc/accounts.register',
      payload: { ...registrant, email: 'flood-trpc@example.com' },
      remoteAddress: ip,
    });
    expect(twin.statusCode).toBe(429);
    expect(await findUserByEmail(t.db.db, 'flood-trpc@example.com')).toBeUndefined();
    // Someone else, elsewhere, still registers.
    expect((await t.call('POST', '/api/users', { body: { ...registrant, email: 'elsewhere@example.com' }, ip: '198.51.100.11' })).status).toBe(201);
  });

  it('limits registrations of one email from many addresses', async () => {
    const { accepted, refused } = await untilRefused(
      20,
      (i) => t.call('POST', '/api/users', { body: { ...registrant, email: 'again@example.com' }, ip: `198.51.101.${i}` }),
      201,
    );
    console.log(`registrations of one email from distinct addresses: ${accepted} answered 201 before ${refused ? refused.status : 'no refusal'}`);
    expect(refused?.status).toBe(429);
    expect(accepted).toBeLessThanOrEqual(5);
  });

  it('answers an existing email exactly like a new one, hashes the password either way, and mails the owner instead', async () => {
    await t.makeUser({ ...roles.dealer, email: 'owner@example.com', password: 'owners-password', fname: 'Olive' });

    let before = hashing.count;
    const fresh = await t.call('POST', '/api/users', { body: { ...registrant, email: 'fresh@example.com' }, ip: '198.51.102.1' });
    const freshHashes = hashing.count - before;
    before = hashing.count;
    const taken = await t.call('POST', '/api/users', { body: { ...registrant, fname: 'Mallory', email: ' OWNER@example.com ' }, ip: '198.51.102.2' });
    const takenHashes = hashing.count - before;

    // The time of each answer, median of 5 (printed, never asserted: tests do not assert times).
    const owners = await Promise.all(Array.from({ length: 5 }, (_, i) => t.makeUser({ email: `timed-owner-${i}@example.com` })));
    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    for (const [i, existing] of owners.entries()) {
      let started = performance.now();
      await t.call('POST', '/api/users', { body: { ...registrant, email: `timed-${i}@example.com` }, ip: `198.51.103.${i}` });
      newTimes.push(performance.now() - started);
      started = performance.now();
      await t.call('POST', '/api/users', { body: { ...registrant, email: existing.email }, ip: `198.51.104.${i}` });
      takenTimes.push(performance.now() - started);
    }
    console.log(
      `registering an existing email answered ${taken.status} ${JSON.stringify(taken.body)}; a new one ${fresh.status} ${JSON.stringify(fresh.body)}; ` +
        `password hashes: new ${freshHashes}, existing ${takenHashes}; answer time, median of 5 (PGlite): ` +
        `new ${median(newTimes).toFixed(1)} ms, existing ${median(takenTimes).toFixed(1)} ms`,
    );

    expect(fresh.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body).toEqual({ message: accountMessages.registered });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);
    expect([freshHashes, takenHashes]).toEqual([1, 1]);

    const mail = await waitForMail(t, 'owner@example.com', 'tried to register');
    expect(mail.text).toContain('https://portal.example.com/reset');
    expect(await listOutboxFor(t.db.db, 'fresh@example.com')).toEqual([]);
    // The owner's account is untouched: same name, same password, still approved.
    expect(await findUserByEmail(t.db.db, 'owner@example.com')).toMatchObject({ fname: 'Olive', isApproved: true });
    expect((await t.call('POST', '/api/users/login', { body: { email: 'owner@example.com', password: 'owners-password' }, ip: '198.51.102.3' })).status).toBe(
      200,
    );
  });
});

describe('sign-in', () => {
  it('lets the owner in from another address after 50 wrong passwords against the account from one address', async () => {
    const owner = await t.makeUser({ ...roles.dealer, email: 'victim@example.com', password: 'the-right-one' });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 50; i++) {
      const res = await t.call('POST', '/api/users/login', { body: { email: owner.email, password: `guess-${i}` }, ip: '198.51.100.66' });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const ownerAnswer = await t.call('POST', '/api/users/login', { body: { email: owner.email, password: 'the-right-one' }, ip: '203.0.113.20' });
    console.log(
      `50 wrong passwords from one address: ${statuses.get(401) ?? 0} checked (401), ` +
        `${statuses.get(429) ?? 0} refused (429); the owner's right password from another address then: ${ownerAnswer.status}`,
    );
    expect(ownerAnswer.status).toBe(200);
    expect(statuses.get(429)).toBeGreaterThan(0);
    // The attacking address stays shut out of this account, right password or not.
    expect((await t.call('POST', '/api/users/login', { body: { email: owner.email, password: 'the-right-one' }, ip: '198.51.100.66' })).status).toBe(429);
  });

  it('forgets the failures of an account from an address once it signs in from there', async () => {
    const u = await t.makeUser({ email: 'typist@example.com', password: 'the-right-one' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        expect((await t.call('POST', '/api/users/login', { body: { email: u.email, password: 'typo-typo' }, ip: '198.51.100.70' })).status).toBe(401);
      }
      expect((await t.call('POST', '/api/users/login', { body: { email: u.email, password: 'the-right-one' }, ip: '198.51.100.70' })).status).toBe(200);
    }
  });

  it('slows an attack spread over many addresses for a minute at most, never a long lockout', async () => {
    const u = await t.makeUser({ email: 'spread@example.com', password: 'the-right-one' });
    const { accepted, refused } = await untilRefused(
      60,
      (i) => t.call('POST', '/api/users/login', { body: { email: u.email, password: 'wrong-pass' }, ip: `192.0.2.${i}` }),
      401,
    );
    const retryAfter = Number(refused?.headers['retry-after']);
    console.log(
      `wrong passwords for one account from distinct addresses: ${accepted} checked before ${refused ? refused.status : 'no refusal'}, ` +
        `Retry-After ${retryAfter} s`,
    );
    expect(refused?.status).toBe(429);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('lets an office of 40 people behind one address sign in, each after a typo', async () => {
    const staff = await Promise.all(Array.from({ length: 40 }, (_, i) => t.makeUser({ email: `office-${i}@example.com`, password: 'the-right-one' })));
    let signedIn = 0;
    for (const person of staff) {
      await t.call('POST', '/api/users/login', { body: { email: person.email, password: 'typo-typo' }, ip: '198.51.100.80' });
      if ((await t.call('POST', '/api/users/login', { body: { email: person.email, password: 'the-right-one' }, ip: '198.51.100.80' })).status === 200)
        signedIn += 1;
    }
    console.log(`one office address, 40 people each mistyping once: ${signedIn} of 40 signed in`);
    expect(signedIn).toBe(40);
  });

  it('still limits one address spraying many accounts', async () => {
    const { accepted, refused } = await untilRefused(
      300,
      (i) => t.call('POST', '/api/users/login', { body: { email: `spray-${i}@example.com`, password: 'whatever' }, ip: '198.51.100.90' }),
      401,
    );
    console.log(`sign-in spray from one address over distinct emails: ${accepted} checked before ${refused ? refused.status : 'no refusal'}`);
    expect(refused?.status).toBe(429);
    expect((await t.call('POST', '/api/users/login', { body: { email: 'spray-x@example.com', password: 'whatever' }, ip: '198.51.100.91' })).status).toBe(401);
  });
});

describe('password reset with a link', () => {
  it('answers 429 to a flood of guessed reset tokens from one address; a real link still works from elsewhere', async () => {
    const tried = 60;
    const { accepted, refused } = await untilRefused(
      tried,
      (i) => t.call('POST', `/api/users/reset/guessed-token-${i}`, { body: { password: 'new-password' }, ip: '198.51.100.120' }),
      400,
    );
    console.log(`reset-confirm flood from one address: ${accepted} guesses answered 400 before ${refused ? refused.status : 'no refusal'} (${tried} tried)`);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    const twin = await t.app.inject({
      method: 'POST',
      url: '/trpc/accounts.resetPassword',
      payload: { token: 'guessed-token-trpc', password: 'new-password' },
      remoteAddress: '198.51.100.120',
    });
    expect(twin.statusCode).toBe(429);

    await t.makeUser({ email: 'forgot@example.com', password: 'old-password' });
    expect((await t.call('POST', '/api/users/reset', { body: { email: 'forgot@example.com' }, ip: '198.51.100.121' })).status).toBe(200);
    const mail = await waitForMail(t, 'forgot@example.com', 'Reset your');
    const token = resetTokenFrom(mail.text);
    expect((await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'new-password' }, ip: '198.51.100.122' })).status).toBe(200);
  });
});
