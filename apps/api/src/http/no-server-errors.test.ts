import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../transport/trpc/app-router';
import { createTestApp, roles, type TestApp } from '../test/test-server';

/**
 * "No request shape yields a 500": every REST path of the OpenAPI document and every tRPC
 * procedure, called by a super admin holding every permission (so the gates let the input
 * through to validation), with bodies, queries and ids of the wrong shape. Each must answer
 * 2xx or 4xx.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  token = (await t.makeUser({ ...roles.superAdmin, canManagePricing: true, canManageData: true })).token;
});
afterAll(() => t.close());

let deep: unknown = 'leaf';
for (let i = 0; i < 60; i++) deep = i % 2 ? { a: deep } : [deep];
const wrongTypes = {
  _id: 7,
  id: { $ne: null },
  email: 5,
  password: [],
  fname: { a: 1 },
  status: { a: 1 },
  orderName: null,
  cart: 'x',
  screens: 1,
  roofs: { length: 2 },
  parts: [null, 1, 'x', { number: {} }],
  rules: 'x',
  tiers: 5,
  value: [],
  enabled: 'yes',
  limit: -1,
  reason: 12,
  shippingAgent: [],
  trackingNumber: {},
  bcCustomersToUpdate: [{ bc_customer_id: 1, customerTier: [] }],
  __proto__: { isAdmin: true },
};
const bodies: unknown[] = [null, [], 'text', 42, true, {}, deep, wrongTypes, { name: 'x'.repeat(200_000) }];
const queries = [
  '',
  '?limit=abc&offset=-5&orderBy=__proto__&sortOrder=sideways&status=%00&currency=EUR&filter=%25_%5C',
  '?limit=1e309&offset=99999999999999999999&full=maybe',
  '?constructor=x&__proto__%5Ba%5D=1&status=SUBMITTED,SUBMITTED,DRAFT&filter=' + 'x'.repeat(5000),
];
const ids = ['x', '00000000-0000-0000-0000-000000000000', "1' or '1'='1", 'a'.repeat(600), '%00'];

/** Sign-out ends the session it is sent with: each sign-out gets a session of its own, so the token stays accepted. */
async function sessionFor(template: string) {
  const session = template === '/api/users/logout' ? (await t.makeUser({ ...roles.superAdmin })).token : token;
  return { authorization: `Bearer ${session}` };
}

/** Every status answered: the token must have been accepted, so the inputs reached validation. */
const seen = new Set<number>();
function problem(label: string, status: number, body: string) {
  seen.add(status);
  return status >= 500 ? [`${label} → ${status} ${body.slice(0, 200)}`] : [];
}

describe('no request shape yields a 500', () => {
  it('REST: every documented path and method', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    const paths = doc.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths).length).toBeGreaterThan(25);
    const failures: string[] = [];
    let n = 0;
    for (const [template, methods] of Object.entries(paths)) {
      const urls = template.includes('{') ? ids.map((id) => template.replace(/\{[^}]+\}/g, encodeURIComponent(id))) : [template];
      for (const method of Object.keys(methods).map((m) => m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')) {
        for (const url of urls) {
          // A fresh address each time: the sign-in limits are not what this measures.
          const remoteAddress = `10.9.${Math.floor(n / 250)}.${n % 250}`;
          n += 1;
          if (method === 'GET' || method === 'DELETE') {
            for (const query of queries) {
              const res = await t.app.inject({ method, url: `${url}${query}`, headers: await sessionFor(template), remoteAddress });
              failures.push(...problem(`${method} ${url}${query.slice(0, 60)}`, res.statusCode, res.body));
            }
            continue;
          }
          for (const body of bodies) {
            const res = await t.app.inject({
              method,
              url,
              headers: { ...(await sessionFor(template)), 'content-type': 'application/json' },
              payload: JSON.stringify(body) ?? '',
              remoteAddress,
            });
            failures.push(...problem(`${method} ${url} ${JSON.stringify(body)?.slice(0, 60)}`, res.statusCode, res.body));
          }
          const broken = await t.app.inject({
            method,
            url,
            headers: { ...(await sessionFor(template)), 'content-type': 'application/json' },
            payload: '{"a":',
            remoteAddress,
          });
          failures.push(...problem(`${method} ${url} (malformed JSON)`, broken.statusCode, broken.body));
          const form = await t.app.inject({
            method,
            url,
            headers: { ...(await sessionFor(template)), 'content-type': 'multipart/form-data; boundary=x' },
            payload: '--x\r\nbroken',
            remoteAddress,
          });
          failures.push(...problem(`${method} ${url} (broken multipart)`, form.statusCode, form.body));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(seen.has(401)).toBe(false);
    expect([...seen].filter((status) => status === 400 || status === 413 || status === 415).length).toBeGreaterThan(0);
  });

  it('tRPC: every procedure', async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
    expect(procedures.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const inputs: unknown[] = [undefined, null, [], 'text', 42, {}, deep, wrongTypes];
    for (const [name, procedure] of procedures) {
      for (const input of inputs) {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const remoteAddress = `10.8.${Math.floor(failures.length / 250)}.${Math.floor(Math.random() * 250)}`;
        const res =
          procedure._def.type === 'query'
            ? await t.app.inject({
                method: 'GET',
                url: `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
                headers,
                remoteAddress,
              })
            : await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers, payload: input === undefined ? '' : JSON.stringify(input), remoteAddress });
        failures.push(...problem(`${procedure._def.type} ${name} ${JSON.stringify(input)?.slice(0, 60)}`, res.statusCode, res.body));
      }
    }
    expect(failures).toEqual([]);
  });
});
