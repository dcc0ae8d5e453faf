import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIssueWorkingSet, insertAdjustmentIssue } from '@portal/db/queries/adjustments';
import { getOrderRecord } from '@portal/db/queries/orders';
import { issueTypesFor } from '@portal/domain/adjustments/issue-types';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { issueRowOf } from './adjustment-records';
import { setAdjustmentsEnabled } from './adjustments-test-kit';

type Issue = { _id: string; issueType: string };
type Adjustment = { _id: string; screens: { issues: Issue[] }[]; roofs: { issues: Issue[] }[]; parts: { issues: Issue[] }[] };

let t: TestApp;
let token: string;
let a: Adjustment;
/** The issue ids by type: the adjustment is stored as one made before issue 26 was (an empty issue per type of every line). */
const ids = new Map<string, string>();
const issueOf = (issueType: string) => ids.get(issueType) ?? '';

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  const admin = await t.makeUser({ ...roles.admin, email: 'working-set.admin@example.com' });
  const dealer = await t.makeUser({ ...roles.dealer, email: 'working-set.dealer@example.com' });
  token = dealer.token;
  const order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
  a = (await t.call('POST', `/api/orders/${order._id}/adjustments`, { token, body: { description: 'Working set' } })).body as Adjustment;
  const lines = (await getOrderRecord(t.db.db, order._id))?.lines;
  const items = lines
    ? [
        ...lines.screens.map((s) => ['Screen', s.screenId] as const),
        ...lines.roofs.map((r) => ['Roof', r.roofId] as const),
        ...lines.parts.map((p) => ['Part', p.partId] as const),
      ]
    : [];
  for (const [kind, itemId] of items) {
    for (const issueType of issueTypesFor(kind)) {
      const row = issueRowOf(a._id, lines!, kind, itemId, issueType);
      if (row?.id) await insertAdjustmentIssue(t.db.db, row);
      if (row?.id && !ids.has(issueType)) ids.set(issueType, row.id);
    }
  }
});
afterAll(() => t.close());

describe('what an issue edit reads (issue 26, point 18)', () => {
  it('the requests and the edited issue, not every empty issue of the order; its answer reads that issue alone; the view sends no empty issue', async () => {
    expect(ids.size).toBeGreaterThan(20);
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
    // Requests and issues holding a comment; the empty issues of an adjustment made before issue 26 are not sent.
    expect(
      [...view.screens, ...view.roofs, ...view.parts]
        .flatMap((i) => i.issues)
        .map((i) => i._id)
        .sort(),
    ).toEqual([issueOf('Part'), issueOf('Bottom_Bar'), edited].sort());
  });
});
