import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { defaultAnonymousLimitRules } from '../limits/anonymous-limits';
import { createTestApp, type TestApp } from '../test/test-server';

/** TRUST_PROXY as an operator writes it, parsed the way the server parses it at start-up. */
const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

/**
 * Sign-in attempts one address may make: 10 here, not the default 100. What is tested is which
 * address is counted; each attempt costs a password hash (argon2id, about 25 ms of CPU).
 */
const signInLimit = 10;
const anonymousLimits = { ...defaultAnonymousLimitRules, signInPerAddress: { points: signInLimit, durationSeconds: 15 * 60 } };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Sign-in attempts from one client, each claiming another origin, until the first answer that is not 401. */
async function sprayWithForgedOrigins(t: TestApp, socketAddress: string, forwardedFor: (i: number) => string, max = 3 * signInLimit) {
  for (let i = 0; i < max; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: socketAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { email: `forged-${i}@example.com`, password: 'whatever' },
    });
    if (res.statusCode !== 401) return { attempts: i, status: res.statusCode };
  }
  return { attempts: max, status: undefined };
}

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: trustProxy('1') }, anonymousLimits });
  });
  afterAll(() => t.close());

  it('takes the address the load balancer saw, so a forged X-Forwarded-For does not walk past the per-address limit', async () => {
    // The client writes a new address each time; the balancer (10.0.0.2) appends the one it saw.
    const { attempts, status } = await sprayWithForgedOrigins(t, '10.0.0.2', (i) => `172.16.${i % 250}.${Math.floor(i / 250) + 1}, 203.0.113.50`);
    console.log(`TRUST_PROXY=1, a new forged X-Forwarded-For on every sign-in attempt: ${attempts} attempts before ${status ?? 'no refusal'}`);
    expect({ attempts, status }).toEqual({ attempts: signInLimit, status: 429 });
    // Another client behind the same balancer is a different address.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.51' },
      payload: { email: 'someone@example.com', password: 'whatever' },
    });
    expect(other.statusCode).toBe(401);
  });

  it("takes the balancer's x-request-id, since only it can have sent it", async () => {
    const res = await t.app.inject({ url: '/api/config', remoteAddress: '10.0.0.2', headers: { 'x-request-id': 'lb-7f3a91c2' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a91c2');
  });

  it('generates an id when the forwarded one is not a plain token (spaces, control characters, over 128 characters)', async () => {
    for (const sent of ['two words', 'line\u0001break', 'x'.repeat(129)]) {
      const res = await t.app.inject({ url: '/api/config', remoteAddress: '10.0.0.2', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the balancers by address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: trustProxy('10.0.0.0/8, 192.0.2.7') }, anonymousLimits });
  });
  afterAll(() => t.close());

  it('honours X-Forwarded-For and x-request-id from a listed proxy only', async () => {
    const viaProxy = await t.app.inject({ url: '/api/config', remoteAddress: '10.20.30.40', headers: { 'x-request-id': 'from-the-balancer' } });
    expect(viaProxy.headers['x-request-id']).toBe('from-the-balancer');
    const viaSecond = await t.app.inject({ url: '/api/config', remoteAddress: '192.0.2.7', headers: { 'x-request-id': 'from-the-second' } });
    expect(viaSecond.headers['x-request-id']).toBe('from-the-second');
    const direct = await t.app.inject({ url: '/api/config', remoteAddress: '198.51.100.1', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(direct.headers['x-request-id']).toMatch(uuid);
  });

  it('counts a client that talks to the server directly by its own address, whatever X-Forwarded-For says', async () => {
    const { attempts, status } = await sprayWithForgedOrigins(t, '198.51.100.1', (i) => `203.0.${Math.floor(i / 250)}.${i % 250}`);
    console.log(`TRUST_PROXY=10.0.0.0/8, a direct client forging X-Forwarded-For: ${attempts} attempts before ${status ?? 'no refusal'}`);
    expect({ attempts, status }).toEqual({ attempts: signInLimit, status: 429 });
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: trustProxy(undefined) }, anonymousLimits });
  });
  afterAll(() => t.close());

  it('trusts no forwarded header: neither the address nor the request id', async () => {
    const res = await t.app.inject({ url: '/api/config', remoteAddress: '10.0.0.2', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(uuid);
    const { attempts, status } = await sprayWithForgedOrigins(t, '10.0.0.2', (i) => `203.0.113.${i % 250}`);
    expect({ attempts, status }).toEqual({ attempts: signInLimit, status: 429 });
  });
});
