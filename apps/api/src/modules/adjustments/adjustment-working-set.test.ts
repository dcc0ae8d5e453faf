import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIssueWorkingSet } from '@portal/db/queries/adjustments';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { setAdjustmentsEnabled } from './adjustments-test-kit';

type Issue = { _id: string; issueType: string };
type Adjustment = { _id: string; screens: { issues: Issue[] }[]; roofs: { issues: Issue[] }[]; parts: { issues: Issue[] }[] };

let t: TestApp;
let token: string;
let a: Adjustment;
const issueOf = (issueType: string) => [...a.screens, ...a.roofs, ...a.parts].flatMap((i) => i.issues).find((i) => i.issueType === issueType)?._id ?? '';

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  const admin = await t.makeUser({ ...roles.admin, email: 'working-set.admin@example.com' });
  const dealer = await t.makeUser({ ...roles.dealer, email: 'working-set.dealer@example.com' });
  token = dealer.token;
  const order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
  a = (await t.call('POST', `/api/orders/${order._id}/adjustments`, { token, body: { description: 'Working set' } })).body as Adjustment;
}, 60_000);
afterAll(() => t.close());

describe('what an issue edit reads (issue 26, point 18)', () => {
  it('the requests and the edited issue, not every empty issue of the order; its answer reads that issue alone', async () => {
    const all = [...a.screens, ...a.roofs, ...a.parts].flatMap((i) => i.issues).length;
    expect(all).toBeGreaterThan(20);
    await t.call('PATCH', `/api/issues/${issueOf('Part')}`, { token, body: { adjustmentType: 'Reorder' } });
    await t.call('POST', `/api/issues/${issueOf('Bottom_Bar')}/comments`, { token, body: { text: 'Bent' } });
    const edited = issueOf('Frames');
    const read = await getIssueWorkingSet(t.db.db, a._id, edited);
    expect(read.issues.map((i) => i.id).sort()).toEqual([issueOf('Part'), edited].sort());
    expect(read.comments).toEqual([]);
    const alone = await getIssueWorkingSet(t.db.db, a._id, issueOf('Bottom_Bar'), false);
    expect(alone.issues.map((i) => i.id)).toEqual([issueOf('Bottom_Bar')]);
    expect(alone.comments.map((c) => c.text)).toEqual(['Bent']);
    // The edit through the API still answers the issue as before.
    const res = await t.call('PATCH', `/api/issues/${edited}`, { token, body: { adjustmentType: 'Reorder' } });
    expect(res).toMatchObject({ status: 200, body: { _id: edited, adjustmentType: 'Reorder' } });
    const view = (await t.call('GET', `/api/adjustments/${a._id}`, { token })).body as Adjustment;
    expect([...view.screens, ...view.roofs, ...view.parts].flatMap((i) => i.issues)).toHaveLength(all);
  });
});
