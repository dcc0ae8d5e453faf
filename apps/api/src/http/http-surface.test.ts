import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createTestApp, roles, type TestApp } from '../test/test-server';

let t: TestApp;
const web = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { WEB_DIST: web } });
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('answers health once migrated', async () => {
    expect(await t.call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('serves the SPA with history fallback, security headers and a CSP', async () => {
    const page = await t.app.inject({ url: '/admin/users?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api404 = await t.call('GET', '/api/nothing-here');
    expect(api404.status).toBe(404);
    expect(api404.body.message).toContain('Not found');
  });

  it('serves an OpenAPI 3.1 document of the REST paths', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/login',
        '/api/users/reset',
        '/api/users/reset/{token}',
        '/api/users/profile',
        '/api/admin/users',
        '/api/admin/users/{id}',
      ]),
    );
    // Dealer / Location is asked of every registration but one from a team's invitation (issue 32): the body says so.
    const register = doc.body.paths['/api/users'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['fname', 'lname', 'email', 'password']);
    expect(register.properties.location.description).toBe('Dealer / Location; required unless registering from an invitation');
  });

  it('speaks tRPC with the same services, field errors and codes', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/accounts.register',
      payload: { fname: '', lname: 'x', location: 'y', email: 'bad', password: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fieldErrors).toMatchObject({
      fname: 'First name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    const dealer = await t.makeUser({ ...roles.dealer });
    const forbidden = await t.app.inject({ url: '/trpc/adminUsers.list?input=%7B%7D', headers: { authorization: `Bearer ${dealer.token}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.data.code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({ url: '/trpc/accounts.profile' });
    expect(anonymous.statusCode).toBe(401);
    const ok = await t.app.inject({ url: '/trpc/accounts.profile', headers: { authorization: `Bearer ${dealer.token}` } });
    expect(ok.json().result.data.email).toBe(dealer.email);
  });

  it('answers the footer configuration to anyone', async () => {
    expect((await t.call('GET', '/api/config')).body).toEqual({
      companyName: 'Dealer Portal',
      supportEmail: 'support@example.com',
      supportPhone: '1-800-555-0100',
      feedbackUrl: 'mailto:feedback@example.com',
      orderLimits: { maxLines: 150, maxQuantity: 1000, maxCopies: 100, maxValue: 1_000_000 },
      erp: 'sample',
      vitalsSampleRate: 1,
    });
  });
});

describe('health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const own = await createTestApp();
    await own.db.close();
    const res = await own.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'UNAVAILABLE', message: 'Not ready: the database does not answer' });
    await own.app.close();
  });
});
