import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';

/** Issue 32, point 5: the lead-time table, kept by administrators. */
let t: TestApp;
let admin: { token: string };
let dealer: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.makeUser({ ...roles.admin, email: 'desk@lead.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dealer@lead.example.com' });
});
afterAll(() => t.close());

const table = {
  kinds: { screens: 12, roofs: 20, parts: 2 },
  additions: [{ field: 'jobColor', value: 'Custom', days: 5 }],
  holidays: ['2027-01-01', '2026-12-25', '2026-12-25'],
};

describe('GET|PUT /api/admin/lead-times', () => {
  it('answers the defaults until saved, then the table as saved (holidays sorted, each once)', async () => {
    expect((await t.call('GET', '/api/admin/lead-times', { token: admin.token })).body).toEqual({
      kinds: { screens: 10, roofs: 15, parts: 3 },
      additions: [],
      holidays: [],
    });
    const saved = await t.call('PUT', '/api/admin/lead-times', { token: admin.token, body: table });
    expect(saved.status).toBe(200);
    expect(saved.body.holidays).toEqual(['2026-12-25', '2027-01-01']);
    expect((await t.call('GET', '/api/admin/lead-times', { token: admin.token })).body).toEqual(saved.body);
  });

  it('refuses bad days and dates naming the field, and changes nothing', async () => {
    const refused = await t.call('PUT', '/api/admin/lead-times', {
      token: admin.token,
      body: { ...table, kinds: { ...table.kinds, roofs: -2 }, holidays: ['someday'] },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['holidays.0', 'kinds.roofs']);
    expect((await t.call('GET', '/api/admin/lead-times', { token: admin.token })).body.kinds.roofs).toBe(20);
  });

  it('is audited: the back office history shows the table before and after', async () => {
    const superAdmin = await t.makeUser({ ...roles.superAdmin, email: 'super@lead.example.com' });
    const history = await t.call('GET', '/api/admin/pricing/history', { token: superAdmin.token });
    expect(history.status).toBe(200);
    const change = (history.body as { entity: string; after: unknown }[]).find((c) => c.entity === 'leadTimes');
    expect(change?.after).toMatchObject({ kinds: { screens: 12, roofs: 20, parts: 2 } });
  });

  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/admin/lead-times', { token: dealer.token })).status).toBe(403);
    expect((await t.call('PUT', '/api/admin/lead-times', { token: dealer.token, body: table })).status).toBe(403);
  });
});
