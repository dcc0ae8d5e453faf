import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adjustments } from '@portal/db/schema/adjustments';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from '../orders/orders-test-kit';
import { makeOrder } from '../warranty/warranty-test-kit';
import { setAdjustmentsEnabled } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let approved: OrderView;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'adj-idem.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'adj-idem.dealer@example.com' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'adj-idem.teammate@example.com' });
  approved = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

const create = (user: User, description: string, key?: string, orderId = approved._id) =>
  t.call('POST', `/api/orders/${orderId}/adjustments`, { token: user.token, body: { description }, headers: key ? { 'idempotency-key': key } : {} });
const named = (description: string) => t.db.db.$count(adjustments, eq(adjustments.description, description));

describe('Idempotency-Key on POST /api/orders/{id}/adjustments (issue 26)', () => {
  it('a retry with the same key answers 201 with the same adjustment: no second one', async () => {
    const key = randomUUID();
    const first = await create(dealer, 'Retried creation', key);
    expect(first.status).toBe(201);
    const again = await create(dealer, 'Retried creation', key);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body).toEqual(first.body);
    expect(await named('Retried creation')).toBe(1);
    // Without a key the same body is a new adjustment.
    expect((await create(dealer, 'Retried creation')).status).toBe(201);
    expect(await named('Retried creation')).toBe(2);
  });

  it('retries sent at once make one adjustment', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => create(dealer, 'Sent five times', key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await named('Sent five times')).toBe(1);
  });

  it('the same key for another request is 409 IDEMPOTENCY_KEY_REUSED; keys are the account’s; a bad key is a 400', async () => {
    const key = randomUUID();
    expect((await create(dealer, 'First use', key)).status).toBe(201);
    const reused = await create(dealer, 'Another name', key);
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await named('Another name')).toBe(0);
    // A teammate's same key is their own: a creation of theirs.
    expect((await create(teammate, 'First use', key)).status).toBe(201);
    expect(await named('First use')).toBe(2);
    const bad = await create(dealer, 'Bad key', 'not a key!');
    expect(bad.status).toBe(400);
    expect(await named('Bad key')).toBe(0);
  });

  it('tRPC (the web) sends the key as idempotencyKey: a retry answers the same adjustment, and REST retries it too', async () => {
    const key = randomUUID();
    const input = { orderId: approved._id, description: 'Created by the web', idempotencyKey: key };
    const first = await trpc(t, dealer.token, 'adjustments.create', input, 'mutation');
    const again = await trpc(t, dealer.token, 'adjustments.create', input, 'mutation');
    expect(first.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect((await create(dealer, 'Created by the web', key)).body._id).toBe(first.data._id);
    expect(await named('Created by the web')).toBe(1);
  });
});
