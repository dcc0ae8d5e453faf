import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unsafeTextMessage } from '@portal/domain/text/unsafe-text';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { saveInput, trpc } from '../modules/orders/orders-test-kit';

/**
 * A NUL byte, another control character or a lone surrogate in any string of a path, query or
 * body is a 400 naming the field, on REST and tRPC alike, and changes nothing (these answered 500:
 * PostgreSQL and PGlite cannot store them).
 */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'admin@unsafe.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dealer@unsafe.example.com' });
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(((await t.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('characters no field holds', () => {
  it('REST: 400 naming the field in a body, a query and a path, and nothing stored', async () => {
    const users = await count('users');
    const cases: [string, string, unknown, string, string?][] = [
      [
        'POST',
        '/api/users',
        { fname: 'a\u0000b', lname: 'L', location: 'Shop', email: 'new@unsafe.example.com', password: 'secret1', confirmPassword: 'secret1' },
        'fname',
      ],
      [
        'POST',
        '/api/users',
        { fname: 'Ann', lname: 'L\uD800', location: 'Shop', email: 'new2@unsafe.example.com', password: 'secret1', confirmPassword: 'secret1' },
        'lname',
      ],
      ['POST', '/api/users/login', { email: 'dealer@unsafe.example.com\u0000', password: 'x' }, 'email'],
      ['POST', '/api/users/reset', { email: '\u0007' }, 'email'],
      ['POST', '/api/users/reset/%00', { password: 'secret12' }, 'token'],
      ['GET', '/api/admin/orders?filter=%00', undefined, 'filter', admin.token],
      ['GET', '/api/admin/users?filter=a%00', undefined, 'filter', admin.token],
      ['POST', '/api/orders', { orderName: 'Back\u0000yard', status: 'DRAFT', cart: { parts: [] } }, 'orderName', dealer.token],
    ];
    for (const [method, url, body, field, token] of cases) {
      const res = await t.call(method as 'GET', url, { body, ...(token ? { token } : {}) });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.fieldErrors?.[field], `${method} ${url}`).toBe(unsafeTextMessage);
    }
    expect(await count('users')).toBe(users);
  });

  it('tRPC: 400 naming the field in a mutation and a query, and nothing stored', async () => {
    const orders = await count('orders');
    const named = await trpc(t, dealer.token, 'orders.save', saveInput({ orderName: 'Back\u0000yard' }), 'mutation');
    expect(named.status).toBe(400);
    expect(named.error.data.fieldErrors).toEqual({ orderName: unsafeTextMessage });
    const line = await trpc(
      t,
      dealer.token,
      'orders.save',
      saveInput({ cart: { screens: [{ ...saveInput().cart.screens![0]!, screenName: 'half \uDC00' }] } }),
      'mutation',
    );
    expect(line.status).toBe(400);
    expect(Object.keys(line.error.data.fieldErrors)).toEqual(['cart.screens.0.screenName']);
    const query = await trpc(t, admin.token, 'orders.adminList', { filter: '\u0000' });
    expect(query.status).toBe(400);
    expect(query.error.data.fieldErrors).toEqual({ filter: unsafeTextMessage });
    expect(await count('orders')).toBe(orders);
  });

  it('text is let through: line breaks and tabs in details, accents and emoji in names', async () => {
    const res = await trpc(
      t,
      dealer.token,
      'orders.save',
      saveInput({ orderName: 'Café 😀 patio', cart: { ...saveInput().cart, extraDetails: 'Gate code:\r\n\t1234' } }),
      'mutation',
    );
    expect(res.status).toBe(200);
    expect(res.data.extraDetails).toBe('Gate code:\r\n\t1234');
  });
});
