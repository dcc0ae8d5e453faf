import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '@portal/db/schema/idempotency-keys';
import { orders, orderTransitions } from '@portal/db/schema/orders';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, saveInput, trpc } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let dealer: User;
let stranger: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  dealer = await t.makeUser({ ...roles.dealer, email: 'idem.dealer@example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'idem.stranger@example.com' });
});
afterAll(() => t.close());

const cart = { screens: [], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 2 }], extraDetails: '' };
const post = (user: User, body: object, key?: string) =>
  t.call('POST', '/api/orders', { token: user.token, body, headers: key ? { 'idempotency-key': key } : {} });
const save = (user: User, input: object) => trpc(t, user.token, 'orders.save', input, 'mutation');

const ordersNamed = (name: string) => t.db.db.$count(orders, eq(orders.orderName, name));

describe('Idempotency-Key on POST /api/orders (issue 20)', () => {
  it('a retried create answers 201 with the same order: no second order, version unchanged', async () => {
    const key = randomUUID();
    const body = { orderName: 'Retried create', status: 'DRAFT', cart };
    const first = await post(dealer, body, key);
    expect(first.status).toBe(201);
    const again = await post(dealer, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ordersNamed('Retried create')).toBe(1);
    // Without a key the same body is a new save: a second order.
    expect((await post(dealer, body)).status).toBe(201);
    expect(await ordersNamed('Retried create')).toBe(2);
  });

  it('a retried submit answers 200 with the submitted order, where a retry without the key is refused', async () => {
    const draft = await post(dealer, { orderName: 'Retried submit', status: 'DRAFT', cart }, randomUUID());
    const submit = { _id: draft.body._id, version: draft.body.version, orderName: 'Retried submit', status: 'SUBMITTED', cart };
    const key = randomUUID();
    const first = await post(dealer, submit, key);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('SUBMITTED');
    const again = await post(dealer, submit, key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: draft.body._id, status: 'SUBMITTED', version: first.body.version });
    expect(await t.db.db.$count(orderTransitions, and(eq(orderTransitions.orderId, draft.body._id), eq(orderTransitions.toStatus, 'SUBMITTED')))).toBe(1);
    // What a client without a key meets today: its own committed submit answers 409.
    expect((await post(dealer, submit)).status).toBe(409);
  });

  it('the same key with another body is refused (409 IDEMPOTENCY_KEY_REUSED) and saves nothing', async () => {
    const key = randomUUID();
    expect((await post(dealer, { orderName: 'Key reused', status: 'DRAFT', cart }, key)).status).toBe(201);
    const other = await post(dealer, { orderName: 'Key reused', status: 'DRAFT', cart: { ...cart, extraDetails: 'Leave at the gate' } }, key);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request: send a new key for a new save',
    });
    expect(await ordersNamed('Key reused')).toBe(1);
  });

  it("another account's same key is its own: both save", async () => {
    const key = 'shared-token_1.2:3~x';
    const body = { orderName: 'Same key, two accounts', status: 'DRAFT', cart };
    const mine = await post(dealer, body, key);
    const theirs = await post(stranger, body, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.user).toBe(stranger.id);
  });

  it('a key that is not a UUID or a safe token of 1–128 characters is refused naming the header', async () => {
    for (const key of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const res = await post(dealer, { orderName: 'Bad key', status: 'DRAFT', cart }, key);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['idempotency-key']);
    }
    expect(await ordersNamed('Bad key')).toBe(0);
  });

  it('six saves with the same key at once: one order, every one answered with it', async () => {
    const key = randomUUID();
    const body = { orderName: 'Raced key', status: 'SUBMITTED', cart };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(dealer, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await ordersNamed('Raced key')).toBe(1);
  });

  it('a key expires after 24 hours: then it names a new save', async () => {
    const key = randomUUID();
    expect((await post(dealer, { orderName: 'Old key', status: 'DRAFT', cart }, key)).status).toBe(201);
    await t.db.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const later = await post(dealer, { orderName: 'Old key', status: 'DRAFT', cart: { ...cart, extraDetails: 'A day later' } }, key);
    expect(later.status).toBe(201);
    expect(await ordersNamed('Old key')).toBe(2);
    expect(await t.db.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(1);
  });
});

describe('idempotencyKey in the tRPC orders.save input (issue 20)', () => {
  it('a retried create and a retried submit answer the same order, once', async () => {
    const key = randomUUID();
    const input = saveInput({ orderName: 'tRPC retried', cart: partsCart(), idempotencyKey: key });
    const first = await save(dealer, input);
    expect(first.status).toBe(200);
    const again = await save(dealer, input);
    expect(again.data).toEqual(first.data);
    expect(await ordersNamed('tRPC retried')).toBe(1);

    const submit = { ...input, _id: first.data._id, version: first.data.version, status: 'SUBMITTED', idempotencyKey: randomUUID() };
    const submitted = await save(dealer, submit);
    expect(submitted.data.status).toBe('SUBMITTED');
    const resubmitted = await save(dealer, submit);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.data).toMatchObject({ _id: first.data._id, status: 'SUBMITTED', version: submitted.data.version });
  });

  it('the same key with another input is refused; another account has its own keys', async () => {
    const key = randomUUID();
    const input = saveInput({ orderName: 'tRPC reused', cart: partsCart(), idempotencyKey: key });
    expect((await save(dealer, input)).status).toBe(200);
    const other = await save(dealer, { ...input, orderName: 'tRPC reused again' });
    expect(other.status).toBe(409);
    expect(other.error.data.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    // Another account with the key saves its own order.
    const theirs = await save(stranger, input);
    expect(theirs.status).toBe(200);
    expect(await ordersNamed('tRPC reused')).toBe(2);
    expect((await save(dealer, { ...input, idempotencyKey: 'not a token' })).error.data.fieldErrors.idempotencyKey).toBe(
      'Idempotency-Key must be a UUID or 1 to 128 letters, digits and -_.:~',
    );
  });
});
