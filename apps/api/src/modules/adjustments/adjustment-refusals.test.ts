import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import { changedTables, fingerprint } from '../../test/hostile/db-fingerprint';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeImage } from '../files/files-test-kit';
import { trpc } from '../orders/orders-test-kit';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, setAdjustmentsEnabled, upload } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Issue = { _id: string; issueType: string; attachments: { _id: string }[] };
type Adjustment = {
  _id: string;
  screens: { issues: Issue[] }[];
  roofs: { issues: Issue[] }[];
  parts: { issues: Issue[] }[];
  reorderIssuesCount: number;
  warrantyIssuesCount: number;
};

let t: TestApp;
let admin: User;
let dealer: User;
let other: User;
let approved: OrderView;
let submittedOrder: OrderView;
/** A PNG the content check reads as an image. */
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'refusals.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'refusals.dealer@example.com' });
  other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'refusals.other@example.com' });
  approved = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  submittedOrder = await makeOrder(t, dealer.id, admin.id, 'SUBMITTED');
  await setAdjustmentsEnabled(t, true);
  png = await makeImage('png', 40, 30);
});
afterAll(() => t.close());

const create = async (name: string) =>
  (await t.call('POST', `/api/orders/${approved._id}/adjustments`, { token: dealer.token, body: { description: name } })).body as Adjustment;
const get = async (user: User, id: string) => (await t.call('GET', `/api/adjustments/${id}`, { token: user.token })).body as Adjustment;
const issueOf = (a: Adjustment, issueType: string) => openIssue<Adjustment['screens'][number]['issues'][number]>(t, dealer.token, a, issueType);
const submit = (id: string) => t.call('PATCH', `/api/adjustments/${id}`, { token: dealer.token, body: { status: 'Awaiting_Reviewer' } });
const stored = async () => (await t.app.deps.storage.list('attachments', '')).map((o) => o.key).sort();

/** The database's and the file storage's state, to compare after a refused request. */
async function snapshot() {
  return { db: await fingerprint(t.db.db), files: await stored() };
}

async function expectNothingChanged(before: Awaited<ReturnType<typeof snapshot>>) {
  const after = await snapshot();
  expect(changedTables(before.db, after.db)).toEqual([]);
  expect(after.files).toEqual(before.files);
}

/** What is tried, the call, and the status it must be refused with. */
type Refusal = [string, () => Promise<{ status: number }>, number];

async function expectRefusedUnchanged(refusals: Refusal[]) {
  for (const [what, call, status] of refusals) {
    const before = await snapshot();
    expect({ what, status: (await call()).status }).toEqual({ what, status });
    await expectNothingChanged(before);
  }
}

describe('a refused request changes nothing', () => {
  it('a reviewer uploading onto an issue it may not see hears 404; nothing is stored and the dealer sees no image', async () => {
    const a = await create('Hidden issue upload');
    const part = await issueOf(a, 'Part');
    const hidden = await issueOf(a, 'Bottom_Bar');
    await t.call('PATCH', `/api/issues/${part._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } });
    expect((await submit(a._id)).status).toBe(200);

    const before = await snapshot();
    const res = await upload(t, admin.token, hidden._id, [{ name: 'reviewer.png', content: png }]);
    expect(res).toMatchObject({ status: 404, body: { message: 'Issue not found' } });
    await expectNothingChanged(before);
    // The empty issue holds no image, so the dealer's view does not even list it (issue 26).
    const seen = await get(dealer, a._id);
    expect(seen.screens.flatMap((s) => s.issues).find((i) => i._id === hidden._id)).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('reviewer.png');
  });

  it('every adjustment, issue, comment and attachment path: a refusal leaves the database and the files as they were', async () => {
    const a = await create('Refusals');
    const part = await issueOf(a, 'Part');
    const hidden = await issueOf(a, 'Bottom_Bar');
    const full = await issueOf(a, 'Housing_Cover');
    expect(
      (
        await upload(t, dealer.token, full._id, [
          { name: 'one.png', content: png },
          { name: 'two.png', content: png },
        ])
      ).status,
    ).toBe(201);
    const dealersImage = (await issueOf(await get(dealer, a._id), 'Housing_Cover')).attachments[0]?._id ?? '';
    await t.call('PATCH', `/api/issues/${part._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } });
    const draft = await create('Refusals in draft');
    const draftIssue = await issueOf(draft, 'Frames');

    const refusals: Refusal[] = [
      [
        'create on a submitted order',
        () => t.call('POST', `/api/orders/${submittedOrder._id}/adjustments`, { token: dealer.token, body: { description: 'No' } }),
        409,
      ],
      [
        'create on another customer’s view',
        () => t.call('POST', `/api/orders/${approved._id}/adjustments`, { token: other.token, body: { description: 'No' } }),
        404,
      ],
      ['a reviewer approves a draft', () => t.call('PATCH', `/api/adjustments/${draft._id}`, { token: admin.token, body: { status: 'Approved' } }), 409],
      ['another customer cancels', () => t.call('PATCH', `/api/adjustments/${draft._id}`, { token: other.token, body: { status: 'Cancelled' } }), 404],
      ['a reviewer deletes', () => t.call('DELETE', `/api/adjustments/${draft._id}`, { token: admin.token }), 403],
      [
        'a reviewer edits an issue in a draft',
        () => t.call('PATCH', `/api/issues/${draftIssue._id}`, { token: admin.token, body: { adjustmentType: 'Reorder' } }),
        409,
      ],
      [
        'a warranty without an image',
        () => t.call('POST', `/api/issues/${draftIssue._id}/warranty`, { token: dealer.token, body: { description: 'Damaged' } }),
        400,
      ],
      ['another customer comments', () => t.call('POST', `/api/issues/${draftIssue._id}/comments`, { token: other.token, body: { text: 'Hi' } }), 404],
      ['a comment too long', () => t.call('POST', `/api/issues/${draftIssue._id}/comments`, { token: dealer.token, body: { text: 'x'.repeat(501) } }), 400],
      ['a third image', () => upload(t, dealer.token, full._id, [{ name: 'three.png', content: png }]), 413],
      ['an image that is not one', () => upload(t, dealer.token, draftIssue._id, [{ name: 'fake.png', content: Buffer.from('<html></html>') }]), 400],
      ['another customer deletes an image', () => t.call('DELETE', `/api/issues/${full._id}/attachments/${dealersImage}`, { token: other.token }), 404],
      ['another customer removes a request', () => t.call('DELETE', `/api/issues/${part._id}`, { token: other.token }), 404],
    ];
    await expectRefusedUnchanged(refusals);

    expect((await submit(a._id)).status).toBe(200);
    const underReview: Refusal[] = [
      ['a reviewer uploads onto a hidden issue', () => upload(t, admin.token, hidden._id, [{ name: 'r.png', content: png }]), 404],
      ['a reviewer comments on a hidden issue', () => t.call('POST', `/api/issues/${hidden._id}/comments`, { token: admin.token, body: { text: 'Hi' } }), 404],
      [
        'a reviewer deletes an image of a hidden issue',
        () => t.call('DELETE', `/api/issues/${full._id}/attachments/${dealersImage}`, { token: admin.token }),
        404,
      ],
      ['the dealer uploads under review', () => upload(t, dealer.token, part._id, [{ name: 'late.png', content: png }]), 409],
      ['the dealer removes a request under review', () => t.call('DELETE', `/api/issues/${part._id}`, { token: dealer.token }), 409],
      ['the dealer cancels under review', () => t.call('PATCH', `/api/adjustments/${a._id}`, { token: dealer.token, body: { status: 'Cancelled' } }), 409],
    ];
    await expectRefusedUnchanged(underReview);
  });
});

describe('the admin list', () => {
  it('counts only the requests reviewers can see, as the reviewer’s own dialog does', async () => {
    const a = await create('Counted for reviewers');
    await t.call('PATCH', `/api/issues/${(await issueOf(a, 'Part'))._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } });
    await t.call('PATCH', `/api/issues/${(await issueOf(a, 'Frames'))._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } });
    const row = async () => {
      const list = await t.call('GET', `/api/admin/adjustments?filter=${encodeURIComponent('Counted for reviewers')}`, { token: admin.token });
      return list.body.items[0] as { reorderIssuesCount: number; warrantyIssuesCount: number };
    };
    expect(await row()).toMatchObject({ reorderIssuesCount: 0, warrantyIssuesCount: 0 });
    expect(await get(admin, a._id)).toMatchObject({ reorderIssuesCount: 0, warrantyIssuesCount: 0 });
    const mine = await t.call('GET', '/api/adjustments?scope=mine', { token: dealer.token });
    expect(mine.body.items.find((i: { _id: string }) => i._id === a._id)).toMatchObject({ reorderIssuesCount: 2 });

    expect((await submit(a._id)).status).toBe(200);
    expect(await row()).toMatchObject({ reorderIssuesCount: 2, warrantyIssuesCount: 0 });
    expect(await get(admin, a._id)).toMatchObject({ reorderIssuesCount: 2 });
  });
});

describe('the feature switch off', () => {
  it('every adjustment, issue, comment and attachment path answers 404 before it validates anything', async () => {
    const a = await create('Switch off');
    const issue = (await issueOf(a, 'Part'))._id;
    await setAdjustmentsEnabled(t, false);
    try {
      const answers = await Promise.all([
        t.call('POST', `/api/orders/${approved._id}/adjustments`, { token: dealer.token, body: {} }),
        t.call('POST', '/api/orders/not-an-id/adjustments', { token: dealer.token, body: { description: 'x' } }),
        t.call('GET', '/api/adjustments?orderBy=price', { token: dealer.token }),
        t.call('GET', '/api/admin/adjustments?status=Nope', { token: admin.token }),
        t.call('GET', '/api/adjustments/x', { token: dealer.token }),
        t.call('PATCH', `/api/adjustments/${a._id}`, { token: dealer.token, body: { status: 'Nope' } }),
        t.call('DELETE', '/api/adjustments/x', { token: dealer.token }),
        t.call('PATCH', `/api/issues/${issue}`, { token: dealer.token, body: { adjustmentType: 'Nope' } }),
        t.call('DELETE', '/api/issues/x', { token: dealer.token }),
        t.call('POST', `/api/issues/${issue}/warranty`, { token: dealer.token, body: {} }),
        t.call('POST', `/api/issues/${issue}/comments`, { token: dealer.token, body: { text: 'x'.repeat(501) } }),
        t.call('GET', '/api/issues/x/attachments', { token: dealer.token }),
        t.call('DELETE', `/api/issues/${issue}/attachments/x`, { token: dealer.token }),
        upload(t, dealer.token, 'x', [{ name: 'a.png', content: png }]),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
      expect(answers.map((r) => r.body.message)).toEqual(answers.map(() => 'Order adjustments are not available'));
    } finally {
      await setAdjustmentsEnabled(t, true);
    }
  });

  it('every adjustments procedure answers NOT_FOUND before it parses its input', async () => {
    const a = await create('Switch off, tRPC');
    const issue = (await issueOf(a, 'Part'))._id;
    await setAdjustmentsEnabled(t, false);
    try {
      const answers = await Promise.all([
        trpc(t, dealer.token, 'adjustments.create', { orderId: approved._id }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.list', { orderBy: 'price' }),
        trpc(t, admin.token, 'adjustments.adminList', { status: 'Nope' }),
        trpc(t, dealer.token, 'adjustments.get', { id: 'x' }),
        trpc(t, dealer.token, 'adjustments.update', { id: a._id, patch: { status: 'Nope' } }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.remove', { id: 'x' }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.openIssue', { id: a._id, issue: {} }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.updateIssue', { id: issue, patch: { adjustmentType: 'Nope' } }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.removeRequest', { id: 'x' }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.fileWarranty', { id: issue }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.comment', { id: issue, text: 'x'.repeat(501) }, 'mutation'),
        trpc(t, dealer.token, 'adjustments.attachments', { id: 'x' }),
        trpc(t, dealer.token, 'adjustments.removeAttachment', { id: issue, attachmentId: 'x' }, 'mutation'),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
      expect(answers.map((r) => r.error?.message)).toEqual(answers.map(() => 'Order adjustments are not available'));
    } finally {
      await setAdjustmentsEnabled(t, true);
    }
  });
});

describe('whose images', () => {
  it('a reviewer deletes only images reviewers attached; the dealer’s evidence only the dealer deletes', async () => {
    const a = await create('Evidence');
    const part = await issueOf(a, 'Part');
    expect((await upload(t, dealer.token, part._id, [{ name: 'dealer.png', content: png }])).status).toBe(201);
    await t.call('PATCH', `/api/issues/${part._id}`, { token: dealer.token, body: { adjustmentType: 'Reorder' } });
    expect((await submit(a._id)).status).toBe(200);
    const added = await upload(t, admin.token, part._id, [{ name: 'reviewer.png', content: png }]);
    expect(added.status).toBe(201);
    const images = added.body.attachments as { _id: string; fileName: string; addedBy: string }[];
    expect(images.map((i) => [i.fileName, i.addedBy])).toEqual([
      ['dealer.png', 'requester'],
      ['reviewer.png', 'reviewer'],
    ]);
    const [dealers, reviewers] = images;

    const before = await snapshot();
    const refused = await t.call('DELETE', `/api/issues/${part._id}/attachments/${dealers?._id}`, { token: admin.token });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only the dealer can delete an image the dealer attached' } });
    const removal = await t.call('DELETE', `/api/issues/${part._id}`, { token: admin.token });
    expect(removal).toMatchObject({ status: 409, body: { message: 'This request holds images the dealer attached: reject it instead of removing it' } });
    expect((await t.call('PATCH', `/api/issues/${part._id}`, { token: admin.token, body: { adjustmentType: 'None' } })).status).toBe(409);
    await expectNothingChanged(before);

    expect((await t.call('DELETE', `/api/issues/${part._id}/attachments/${reviewers?._id}`, { token: admin.token })).status).toBe(200);
    const left = await t.call('GET', `/api/issues/${part._id}/attachments`, { token: dealer.token });
    expect(left.body.attachments.map((i: { fileName: string }) => i.fileName)).toEqual(['dealer.png']);
  });
});
