import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { adjustmentComments, adjustments } from '@portal/db/schema/adjustments';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, setAdjustmentsEnabled } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let dealer: User;
let order: OrderView;

beforeAll(async () => {
  t = await createTestApp({
    config: { SAMPLE_CATALOG_ON_START: true },
    filingLimits: { ...defaultFilingLimitRules, adjustmentsPerHour: 2, adjustmentCommentsPerHour: 2 },
  });
  const admin = await t.makeUser({ ...roles.admin, email: 'adj.limits.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'adj.limits.dealer@example.com' });
  order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

const stored = async (table: typeof adjustments | typeof adjustmentComments) => Number((await t.db.db.select({ n: count() }).from(table))[0]?.n);

describe('filing limits of one account (docs/decisions/adjustments.md)', () => {
  it('adjustments created and comments written an hour: past the limit 429, nothing stored', async () => {
    const create = () => t.call('POST', `/api/orders/${order._id}/adjustments`, { token: dealer.token, body: { description: 'Limited' } });
    const first = await create();
    expect(first.status).toBe(201);
    expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await stored(adjustments)).toBe(2);

    const issue = (await openIssue(t, dealer.token, first.body, 'Part'))._id;
    const comment = () => t.call('POST', `/api/issues/${issue}/comments`, { token: dealer.token, body: { text: 'Hello' } });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(429);
    expect(await stored(adjustmentComments)).toBe(2);
  });
});
