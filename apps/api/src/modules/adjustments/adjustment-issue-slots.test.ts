import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdjustmentIssue } from '@portal/db/queries/adjustments';
import { getOrderRecord } from '@portal/db/queries/orders';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { issueRowOf } from './adjustment-records';
import { setAdjustmentsEnabled } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Issue = { _id: string; itemType: string; itemId: string; issueType: string; adjustmentType: string; resolutionStatus: string };
type Item = { item: Record<string, unknown>; issues: Issue[] };
type Adjustment = { _id: string; screens: Item[]; roofs: Item[]; parts: Item[] };

let t: TestApp;
let admin: User;
let dealer: User;
let other: User;
let order: OrderView;
let screenId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'slots.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'slots.dealer@example.com' });
  other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'slots.other@example.com' });
  order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  screenId = (await getOrderRecord(t.db.db, order._id))!.lines.screens[0]!.screenId;
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

const create = async () =>
  (await t.call('POST', `/api/orders/${order._id}/adjustments`, { token: dealer.token, body: { description: 'Slots' } })).body as Adjustment;
const open = (user: User, id: string, body: unknown) => t.call('POST', `/api/adjustments/${id}/issues`, { token: user.token, body });
const get = async (id: string) => (await t.call('GET', `/api/adjustments/${id}`, { token: dealer.token })).body as Adjustment;
const issuesOf = (a: Adjustment) => [...a.screens, ...a.roofs, ...a.parts].flatMap((i) => i.issues);

describe('issue slots (issue 26, point 18)', () => {
  it('a new adjustment lists every ordered item and no issue', async () => {
    const a = await create();
    expect(a.screens.length).toBeGreaterThan(0);
    expect(a.screens[0]!.item['screenId']).toBe(screenId);
    expect(issuesOf(a)).toEqual([]);
  });

  it('POST /api/adjustments/{id}/issues opens the slot (201), answers the same one again (200); a reorder is then added to it', async () => {
    const a = await create();
    const first = await open(dealer, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar', adjustmentType: 'None', resolutionStatus: 'Draft' });
    const again = await open(dealer, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' });
    expect(again.status).toBe(200);
    expect((again.body as Issue)._id).toBe((first.body as Issue)._id);
    // An empty slot is not sent in the view: only requests (and issues with comments or images).
    expect(issuesOf(await get(a._id))).toEqual([]);
    expect((await t.call('PATCH', `/api/issues/${(first.body as Issue)._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } })).status).toBe(200);
    expect(issuesOf(await get(a._id)).map((i) => [i.issueType, i.adjustmentType])).toEqual([['Bottom_Bar', 'Reorder']]);
  });

  it(
    'refusals change nothing: unknown item, a type of another kind, bad kind (400 naming the field); ' + 'another customer 404; a reviewer in Draft 409',
    async () => {
      const a = await create();
      const unknown = await open(dealer, a._id, { itemType: 'Screen', itemId: 'no-such-line', issueType: 'Bottom_Bar' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ fieldErrors: { itemId: 'Item not found in the order' } });
      const wrongKind = await open(dealer, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Blades' });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body).toMatchObject({ fieldErrors: { issueType: 'Blades is not an issue type of a Screen' } });
      expect((await open(dealer, a._id, { itemType: 'Van', itemId: screenId, issueType: 'Part' })).body).toHaveProperty('fieldErrors.itemType');
      expect((await open(other, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' })).status).toBe(404);
      expect((await open(admin, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' })).status).toBe(409);
      const opened = await open(dealer, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' });
      expect(opened.status).toBe(201);
    },
  );

  it('switched off: 404', async () => {
    const a = await create();
    await setAdjustmentsEnabled(t, false);
    try {
      expect((await open(dealer, a._id, { itemType: 'Screen', itemId: screenId, issueType: 'Bottom_Bar' })).status).toBe(404);
    } finally {
      await setAdjustmentsEnabled(t, true);
    }
  });

  it('an adjustment made before issue 26 (an empty issue per type) answers only its requests', async () => {
    const a = await create();
    const lines = (await getOrderRecord(t.db.db, order._id))!.lines;
    for (const type of ['Complete_Unit', 'Bottom_Bar', 'Motor_Crown'])
      await insertAdjustmentIssue(t.db.db, issueRowOf(a._id, lines, 'Screen', screenId, type)!);
    expect(issuesOf(await get(a._id))).toEqual([]);
  });
});
