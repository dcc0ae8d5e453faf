import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxCallsPerBatch } from '@portal/domain/limits/request-limits';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { loggerOptions, redactUrl } from './request-logging';

// Counts the argon2 hashes a request causes (the costliest work an anonymous caller can start).
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

/** One HTTP request carrying `calls` tRPC calls of one procedure. */
function batch(t: TestApp, procedure: string, inputs: unknown[], token?: string) {
  const paths = inputs.map(() => procedure).join(',');
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${paths}?batch=1`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: Object.fromEntries(inputs.map((input, i) => [String(i), input])),
  });
}

describe('what one request can cause', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`refuses a tRPC batch of more than ${maxCallsPerBatch} calls before running any of them`, async () => {
    const before = hashing.count;
    const resets = (n: number) => Array.from({ length: n }, (_, i) => ({ token: `guess-${i}`, password: 'a new password' }));
    const tooMany = await batch(t, 'accounts.resetPassword', resets(maxCallsPerBatch + 1));
    expect(tooMany.statusCode).toBe(400);
    // One refusal for the whole request, not one answer per call.
    expect(Array.isArray(tooMany.json())).toBe(false);
    const fits = await batch(t, 'accounts.resetPassword', resets(maxCallsPerBatch));
    expect(fits.statusCode).toBe(400);
    const answers = fits.json() as { error: { data: { errorCode: string } } }[];
    expect(answers).toHaveLength(maxCallsPerBatch);
    expect(answers.every((a) => a.error.data.errorCode === 'RESET_TOKEN_INVALID')).toBe(true);
    // A guessed reset token costs an indexed read, never an argon2 hash (it cost one per call).
    expect(hashing.count - before).toBe(0);
    console.log(
      `a batch of ${maxCallsPerBatch} guessed reset tokens: ${hashing.count - before} password hashes; ` +
        `a batch of ${maxCallsPerBatch + 1}: refused (${tooMany.statusCode})`,
    );
  });

  it('saves a batch of orders up to the limit, and none of a batch beyond it', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const save = { orderName: 'Batch', status: 'DRAFT', cart: { screens: [], roofs: [], parts: [] } };
    const fits = await batch(
      t,
      'orders.save',
      Array.from({ length: maxCallsPerBatch }, () => save),
      dealer.token,
    );
    expect(fits.statusCode).toBe(200);
    expect((await t.call('GET', '/api/orders/myorders', { token: dealer.token })).body.total).toBe(maxCallsPerBatch);
    const refused = await batch(
      t,
      'orders.save',
      Array.from({ length: maxCallsPerBatch + 1 }, () => save),
      dealer.token,
    );
    expect(refused.statusCode).toBe(400);
    expect((await t.call('GET', '/api/orders/myorders', { token: dealer.token })).body.total).toBe(maxCallsPerBatch);
    console.log(
      `a batch of ${maxCallsPerBatch} order saves: ${maxCallsPerBatch} orders stored; ` +
        `a batch of ${maxCallsPerBatch + 1}: refused (${refused.statusCode}), none stored`,
    );
  });
});

describe('what the answers and the log keep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks a signed-in answer no-store, on REST and tRPC; leaves public answers and the catalog revalidation alone', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    expect((await t.call('GET', '/api/users/profile', { token: dealer.token })).headers['cache-control']).toBe('no-store');
    const trpc = await t.app.inject({ url: '/trpc/accounts.profile', headers: { authorization: `Bearer ${dealer.token}` } });
    expect(trpc.headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/config')).headers['cache-control']).toBeUndefined();
    expect((await t.call('GET', '/api/bc/portalItems', { token: dealer.token })).headers['cache-control']).toBe('private, no-cache');
  });

  it('gives every request a random id, echoed as x-request-id, never the one a client sends', async () => {
    const first = await t.call('GET', '/api/config', { headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await t.call('GET', '/api/config');
    for (const id of [first.headers['x-request-id'], second.headers['x-request-id']]) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps reset tokens out of the request log line', () => {
    expect(redactUrl('/api/users/reset/0123abcd?x=1')).toBe('/api/users/reset/[redacted]?x=1');
    expect(redactUrl('/reset/0123abcd')).toBe('/reset/[redacted]');
    expect(redactUrl('/api/orders/123')).toBe('/api/orders/123');
    const line = loggerOptions('info').serializers.req({ method: 'POST', url: '/api/users/reset/secret-token', host: 'portal', ip: '10.0.0.1' } as never);
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });
});
