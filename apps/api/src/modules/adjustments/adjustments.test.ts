import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPortalUser } from '@portal/db/queries/users';
import { reorderPrice } from '@portal/domain/adjustments/reorder-price';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { trpc } from '../orders/orders-test-kit';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, pngBytes, setAdjustmentsEnabled, upload } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Issue = { _id: string; itemType: string; issueType: string; adjustmentType: string; resolutionStatus: string; modifications: Record<string, unknown> };
type Item = { item: Record<string, unknown>; issues: Issue[] };
type Adjustment = { _id: string; status: string; screens: Item[]; roofs: Item[]; parts: Item[]; reviewerNotes?: string };

let t: TestApp;
let admin: User;
let dealer: User;
let teammate: User;
let other: User;
let noStore: User;
let approved: OrderView;
let shipped: OrderView;
let submitted: OrderView;
let othersOrder: OrderView;

/** The reviewer's memo: no answer to a requester may hold it. */
const secret = 'PRIVATE-REVIEWER-MEMO';

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'adj.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'adj.dealer@example.com', fname: 'Dana', lname: 'Dealer' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'adj.teammate@example.com' });
  other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'adj.other@example.com' });
  noStore = await t.makeUser({ isApproved: true, bcCustomerId: 'C10000' });
  approved = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  shipped = await makeOrder(t, dealer.id, admin.id, 'Shipped');
  submitted = await makeOrder(t, dealer.id, admin.id, 'SUBMITTED');
  othersOrder = await makeOrder(t, other.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

/** Every answer to a requester goes through here: never the reviewer notes. */
function requesterSees<T extends { status: number; body: unknown }>(res: T): T {
  expect(JSON.stringify(res.body)).not.toContain(secret);
  expect(JSON.stringify(res.body)).not.toContain('reviewerNotes');
  return res;
}

const create = (user: User, orderId: string, description = 'Dented housing') =>
  t.call('POST', `/api/orders/${orderId}/adjustments`, { token: user.token, body: { description } });
const get = (user: User, id: string) => t.call('GET', `/api/adjustments/${id}`, { token: user.token });
const patch = (user: User, id: string, body: unknown) => t.call('PATCH', `/api/adjustments/${id}`, { token: user.token, body });
const patchIssue = (user: User, id: string, body: unknown) => t.call('PATCH', `/api/issues/${id}`, { token: user.token, body });
const issues = (a: Adjustment) => [...a.screens, ...a.roofs, ...a.parts].flatMap((i) => i.issues);
const issueOf = (a: Adjustment, issueType: string) => openIssue<Issue>(t, dealer.token, a, issueType);

describe('the feature switch', () => {
  it('off: every adjustment path answers 404', async () => {
    const made = (await create(dealer, approved._id)).body as Adjustment;
    const issue = (await issueOf(made, 'Part'))._id;
    await setAdjustmentsEnabled(t, false);
    try {
      const answers = await Promise.all([
        create(dealer, approved._id),
        get(dealer, made._id),
        patch(dealer, made._id, { status: 'Cancelled' }),
        t.call('DELETE', `/api/adjustments/${made._id}`, { token: dealer.token }),
        t.call('GET', '/api/adjustments', { token: dealer.token }),
        t.call('GET', '/api/admin/adjustments', { token: admin.token }),
        patchIssue(dealer, issue, { adjustmentType: 'Reorder' }),
        t.call('POST', `/api/issues/${issue}/warranty`, { token: dealer.token, body: { description: 'Damaged' } }),
        t.call('DELETE', `/api/issues/${issue}`, { token: dealer.token }),
        t.call('POST', `/api/issues/${issue}/comments`, { token: dealer.token, body: { text: 'hi' } }),
        t.call('GET', `/api/issues/${issue}/attachments`, { token: dealer.token }),
        upload(t, dealer.token, issue, [{ name: 'a.png', content: pngBytes }]),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    } finally {
      await setAdjustmentsEnabled(t, true);
    }
    expect((await get(dealer, made._id)).status).toBe(200);
  });
});

describe('POST /api/orders/{id}/adjustments', () => {
  it('a dealer files on an approved order: every ordered line, no issue until one is opened (issue 26); a part issue carries its catalogue item', async () => {
    const res = requesterSees(await create(dealer, approved._id));
    expect(res.status).toBe(201);
    const a = res.body as Adjustment & { description: string; order: { _id: string; orderName: string } };
    expect(a).toMatchObject({
      description: 'Dented housing',
      status: 'Draft',
      order: { _id: approved._id, orderName: approved.orderName },
      warrantyIssuesCount: 0,
      reorderIssuesCount: 0,
    });
    expect([a.screens.length, a.roofs.length, a.parts.length]).toEqual([approved.screens.length, approved.roofs.length, approved.parts.length]);
    expect(issues(a)).toEqual([]);
    expect(await issueOf(a, 'Part')).toMatchObject({
      itemType: 'Part',
      itemId: a.parts[0]?.item['partId'],
      adjustmentType: 'None',
      resolutionStatus: 'Draft',
      bcItem: expect.anything(),
    });
    expect(requesterSees(await get(teammate, a._id)).status).toBe(200);
    expect((await get(other, a._id)).status).toBe(404);
    expect((await get(other, a._id)).body).toEqual((await get(other, '00000000-0000-4000-8000-000000000000')).body);
    expect((await get(noStore, a._id)).status).toBe(403);
  });

  it('a shipped order too; a submitted order is 409; another customer’s order 404; the name is checked', async () => {
    expect((await create(dealer, shipped._id)).status).toBe(201);
    expect((await create(dealer, submitted._id)).status).toBe(409);
    expect((await create(dealer, othersOrder._id)).status).toBe(404);
    const blank = await create(dealer, approved._id, ' ');
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ description: 'Adjustment name is required' });
    expect((await create(dealer, approved._id, 'x'.repeat(51))).body.fieldErrors).toEqual({ description: 'Adjustment name must be 50 characters or less' });
    expect((await create(noStore, approved._id)).status).toBe(403);
  });

  it('an administrator files one on any order for its owner, and reviews it (no draft issues, notes)', async () => {
    const res = await create(admin, othersOrder._id, 'For the dealer');
    expect(res.status).toBe(201);
    expect(issues(res.body as Adjustment)).toEqual([]);
    expect(res.body.reviewerNotes).toBe('');
    const mine = requesterSees(await t.call('GET', '/api/adjustments?scope=mine', { token: other.token }));
    expect(mine.body.items.map((i: { _id: string }) => i._id)).toContain(res.body._id);
  });
});

describe('the review, through REST', () => {
  it('reorder priced by the domain, warranty with an image, submit, request updates, answer, approve, ship; mails; the order shows it', async () => {
    const a = requesterSees(await create(dealer, approved._id, 'Full review')).body as Adjustment;
    const part = await issueOf(a, 'Part');
    const bottomBar = await issueOf(a, 'Bottom_Bar');

    // Reorder of the part: the price the client sends is ignored; the domain's for the order's context is saved.
    const reorder = requesterSees(
      await patchIssue(dealer, part._id, { adjustmentType: 'Reorder', description: 'New Purchase', modifications: { Quantity: 2, Price: 1 } }),
    );
    expect(reorder.status).toBe(200);
    const user = await getPortalUser(t.db.db, dealer.id);
    if (!user) throw new Error('no dealer');
    const ctx = await t.app.services.pricing.contextFor(user);
    const partLine = approved.parts[0];
    if (!partLine) throw new Error('no part line');
    const expected = reorderPrice(ctx, { itemType: 'Part', config: partLine.config }, 'Part', { Quantity: 2 });
    expect(expected).toBeGreaterThan(0);
    // Money has one shape (issue 26): the decimal amount in the order's currency and its cents.
    expect(reorder.body).toMatchObject({
      adjustmentType: 'Reorder',
      resolutionStatus: 'Draft',
      modifications: { Quantity: 2, Price: (expected ?? 0) / 100, PriceCents: expected },
    });

    // Warranty: a reason and an image first.
    const noImage = requesterSees(
      await t.call('POST', `/api/issues/${bottomBar._id}/warranty`, { token: dealer.token, body: { description: 'Product Arrived Damaged' } }),
    );
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('A warranty request needs at least one image');
    expect((await t.call('POST', `/api/issues/${bottomBar._id}/warranty`, { token: dealer.token, body: { description: ' ' } })).status).toBe(400);
    expect(
      (
        await upload(t, dealer.token, bottomBar._id, [
          { name: 'dent.png', content: pngBytes },
          { name: 'dent-2.png', content: pngBytes },
        ])
      ).status,
    ).toBe(201);
    const warranty = requesterSees(
      await t.call('POST', `/api/issues/${bottomBar._id}/warranty`, { token: dealer.token, body: { description: 'Product Arrived Damaged' } }),
    );
    expect(warranty.status).toBe(200);
    expect(warranty.body).toMatchObject({ adjustmentType: 'Warranty', description: 'Product Arrived Damaged' });
    expect(warranty.body.attachments).toHaveLength(2);
    expect(warranty.body.modifications.Price).toBeUndefined();

    // Before submission a reviewer sees none of it.
    expect(issues((await get(admin, a._id)).body as Adjustment)).toEqual([]);
    // A reviewer edits only under review.
    expect((await patchIssue(admin, part._id, { resolutionStatus: 'Approved' })).status).toBe(409);
    // The requester may not use reviewer buttons; a reviewer may not submit.
    expect((await patch(dealer, a._id, { status: 'Approved' })).status).toBe(403);
    expect((await patch(dealer, a._id, { reviewerNotes: 'mine' })).status).toBe(403);
    expect((await patch(admin, a._id, { status: 'Awaiting_Reviewer' })).status).toBe(409); // reopen needs a decided one

    const submittedRes = requesterSees(await patch(dealer, a._id, { status: 'Awaiting_Reviewer' }));
    expect(submittedRes.status).toBe(200);
    expect(submittedRes.body.status).toBe('Awaiting_Reviewer');
    await waitForMail(t, 'adj.admin@example.com', 'Full review');

    // Under review: the requester changes nothing.
    expect(requesterSees(await patchIssue(dealer, part._id, { modifications: { Quantity: 3 } })).status).toBe(409);
    expect(requesterSees(await patch(dealer, a._id, { status: 'Cancelled' })).status).toBe(409);
    expect(requesterSees(await t.call('DELETE', `/api/adjustments/${a._id}`, { token: dealer.token })).status).toBe(409);

    // The reviewer: notes, the two requests only.
    const notes = await patch(admin, a._id, { reviewerNotes: secret });
    expect(notes.status).toBe(200);
    expect(notes.body.reviewerNotes).toBe(secret);
    expect((await patch(admin, a._id, { reviewerNotes: 'x'.repeat(1001) })).body.message).toBe('Notes must be 1000 characters or less');
    const reviewed = (await get(admin, a._id)).body as Adjustment;
    expect(
      issues(reviewed)
        .map((i) => i.issueType)
        .sort(),
    ).toEqual(['Bottom_Bar', 'Part']);
    expect(requesterSees(await get(dealer, a._id)).body.reviewerNotes).toBeUndefined();

    // Request updates needs an issue awaiting the requester.
    expect((await patch(admin, a._id, { status: 'Awaiting_Requester' })).status).toBe(409);
    expect((await patchIssue(admin, part._id, { resolutionStatus: 'Awaiting_Requester' })).body.resolutionStatus).toBe('Awaiting_Requester');
    expect((await patch(admin, a._id, { status: 'Approved' })).body.message).toBe(
      'Approve adjustment needs every warranty and reorder request approved or rejected',
    );
    expect((await patch(admin, a._id, { status: 'Awaiting_Requester' })).status).toBe(200);
    const asked = await waitForMail(t, 'adj.dealer@example.com', 'needs your input');
    expect(asked.text).not.toContain(secret);

    // The dealer answers with a comment (the reviewer's comment role shown) and submits again.
    const comment = requesterSees(await t.call('POST', `/api/issues/${part._id}/comments`, { token: dealer.token, body: { text: 'Two are needed' } }));
    expect(comment.status).toBe(201);
    expect(comment.body.comments).toEqual([expect.objectContaining({ text: 'Two are needed', createdBy: dealer.id, createdByRole: 'requester' })]);
    expect((await t.call('POST', `/api/issues/${part._id}/comments`, { token: dealer.token, body: { text: 'x'.repeat(501) } })).body.fieldErrors).toEqual({
      text: 'Comment must be 500 characters or less',
    });
    expect(requesterSees(await patch(dealer, a._id, { status: 'Awaiting_Reviewer' })).status).toBe(200);

    // Reject needs no approved; approve both and the adjustment.
    expect((await patchIssue(admin, part._id, { resolutionStatus: 'Approved' })).status).toBe(200);
    expect((await patchIssue(admin, bottomBar._id, { resolutionStatus: 'Approved' })).status).toBe(200);
    expect((await patch(admin, a._id, { status: 'Rejected' })).status).toBe(409);
    expect((await patch(admin, a._id, { status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z' })).status).toBe(409);
    expect((await patch(admin, a._id, { status: 'Approved' })).body.status).toBe('Approved');
    await waitForMail(t, 'adj.dealer@example.com', 'is approved');
    // Finalized: no comments, no edits; reopen and approve again.
    expect((await t.call('POST', `/api/issues/${part._id}/comments`, { token: admin.token, body: { text: 'late' } })).status).toBe(409);
    expect((await patch(admin, a._id, { status: 'Awaiting_Reviewer' })).body.status).toBe('Awaiting_Reviewer');
    expect((await patch(admin, a._id, { status: 'Approved' })).status).toBe(200);
    expect((await patch(admin, a._id, { status: 'Shipped' })).status).toBe(400);
    const ship = await patch(admin, a._id, { status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999' });
    expect(ship.body).toMatchObject({ status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999' });
    const shippedMail = await waitForMail(t, 'adj.dealer@example.com', 'has shipped');
    expect(shippedMail.text).toContain('1Z999');
    expect(shippedMail.text).not.toContain(secret);

    // The requester sees every status; the order views carry the adjustment.
    expect(requesterSees(await get(dealer, a._id)).body.status).toBe('Shipped');
    const order = await t.call('GET', `/api/orders/${approved._id}`, { token: dealer.token });
    expect(order.body.adjustments).toEqual(expect.arrayContaining([{ _id: a._id, createdAt: expect.any(String), status: 'Shipped' }]));
    const list = await t.call('GET', '/api/orders/myorders', { token: dealer.token });
    const row = list.body.items.find((o: { _id: string }) => o._id === approved._id);
    expect(row.adjustments).toEqual(expect.arrayContaining([{ _id: a._id, createdAt: expect.any(String), status: 'Shipped' }]));
    const viaTrpc = await trpc(t, dealer.token, 'orders.get', { id: approved._id });
    expect(viaTrpc.data.adjustments).toEqual(order.body.adjustments);
  });

  it('a reviewer rejects when every request is decided and one is rejected; the requester is mailed', async () => {
    const a = (await create(dealer, approved._id, 'To be rejected')).body as Adjustment;
    const part = await issueOf(a, 'Part');
    await patchIssue(dealer, part._id, { adjustmentType: 'Reorder' });
    expect((await patch(dealer, a._id, { status: 'Awaiting_Reviewer' })).status).toBe(200);
    expect((await patch(admin, a._id, { status: 'Rejected' })).body.message).toBe(
      'Reject adjustment needs every warranty and reorder request approved or rejected',
    );
    await patchIssue(admin, part._id, { resolutionStatus: 'Rejected' });
    expect((await patch(admin, a._id, { status: 'Approved' })).status).toBe(409);
    expect((await patch(admin, a._id, { status: 'Rejected' })).body.status).toBe('Rejected');
    await waitForMail(t, 'adj.dealer@example.com', 'is rejected');
    expect(requesterSees(await get(dealer, a._id)).body.status).toBe('Rejected');
  });

  it('a reviewer’s request is never Draft; the requester sees it with its issue answers', async () => {
    const a = (await create(dealer, approved._id, 'Reviewer adds')).body as Adjustment;
    const part = await issueOf(a, 'Part');
    const roofFrames = await issueOf(a, 'Frames');
    await patchIssue(dealer, part._id, { adjustmentType: 'Reorder' });
    await patch(dealer, a._id, { status: 'Awaiting_Reviewer' });
    const added = await patchIssue(admin, roofFrames._id, { adjustmentType: 'Reorder' });
    expect(added.status).toBe(200);
    expect(added.body.resolutionStatus).toBe('Awaiting_Reviewer');
    const seen = requesterSees(await get(dealer, a._id)).body as Adjustment;
    expect(
      issues(seen)
        .filter((i) => i.adjustmentType !== 'None')
        .every((i) => i.resolutionStatus !== 'Draft'),
    ).toBe(true);
  });

  it('cancel, delete: the owner while they hold it; the team may not delete; deleting removes the images', async () => {
    const a = (await create(dealer, approved._id, 'To delete')).body as Adjustment;
    const screen = await issueOf(a, 'Housing_Cover');
    expect((await upload(t, dealer.token, screen._id, [{ name: 'cover.png', content: pngBytes }])).status).toBe(201);
    expect(await t.app.deps.storage.list('attachments', `${a._id}/`)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/adjustments/${a._id}`, { token: admin.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/adjustments/${a._id}`, { token: teammate.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/adjustments/${a._id}`, { token: other.token })).status).toBe(404);
    const deleted = await t.call('DELETE', `/api/adjustments/${a._id}`, { token: dealer.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Order adjustment deleted.' } });
    expect(await t.app.deps.storage.list('attachments', `${a._id}/`)).toHaveLength(0);
    expect((await get(dealer, a._id)).status).toBe(404);

    const b = (await create(dealer, approved._id, 'To cancel')).body as Adjustment;
    expect((await patch(admin, b._id, { status: 'Cancelled' })).status).toBe(403);
    expect(requesterSees(await patch(teammate, b._id, { status: 'Cancelled' })).body.status).toBe('Cancelled');
    expect((await patch(dealer, b._id, { status: 'Awaiting_Reviewer' })).status).toBe(409);
  });

  it('removing a request deletes its images and returns the issue to None and Draft', async () => {
    const a = (await create(dealer, approved._id, 'Remove request')).body as Adjustment;
    const issue = await issueOf(a, 'Steel_Weight');
    await upload(t, dealer.token, issue._id, [{ name: 'w.png', content: pngBytes }]);
    await t.call('POST', `/api/issues/${issue._id}/warranty`, { token: dealer.token, body: { description: 'Other' } });
    const removed = requesterSees(await t.call('DELETE', `/api/issues/${issue._id}`, { token: dealer.token }));
    expect(removed.body).toMatchObject({ adjustmentType: 'None', resolutionStatus: 'Draft', attachments: [] });
    expect(await t.app.deps.storage.list('attachments', `${a._id}/${issue._id}/`)).toHaveLength(0);
  });
});

describe('attachments', () => {
  let issueId: string;
  beforeAll(async () => {
    const a = (await create(dealer, approved._id, 'Images')).body as Adjustment;
    issueId = (await issueOf(a, 'Screen_Material'))._id;
  });

  it('refuses HTML named .png, a third file, a 6 MB image; lists and deletes with signed links', async () => {
    const html = await upload(t, dealer.token, issueId, [{ name: 'evil.png', content: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(html.status).toBe(400);
    const big = await upload(t, dealer.token, issueId, [{ name: 'big.png', content: Buffer.concat([pngBytes, Buffer.alloc(6 * 1024 * 1024)]) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('Maximum file size is 5MB');
    expect(
      (
        await upload(t, dealer.token, issueId, [
          { name: 'one.png', content: pngBytes },
          { name: 'two.png', content: pngBytes },
          { name: 'three.png', content: pngBytes },
        ])
      ).body.message,
    ).toBe('You can attach a maximum of 2 files');
    expect(await t.app.deps.storage.list('attachments', '')).not.toContainEqual(expect.objectContaining({ key: expect.stringContaining('evil.png') }));
    const first = await upload(t, dealer.token, issueId, [{ name: 'one.png', content: pngBytes }]);
    expect(first.status).toBe(201);
    expect(first.body.attachments).toEqual([
      {
        _id: expect.any(String),
        fileName: 'one.png',
        contentType: 'image/png',
        size: pngBytes.length,
        addedBy: 'requester',
        url: expect.any(String),
        previewUrl: expect.any(String),
        versions: { small: expect.any(String), medium: expect.any(String), large: expect.any(String) },
      },
    ]);
    expect((await upload(t, dealer.token, issueId, [{ name: 'two.png', content: pngBytes }])).status).toBe(201);
    const third = await upload(t, dealer.token, issueId, [{ name: 'three.png', content: pngBytes }]);
    expect(third).toMatchObject({ status: 413, body: { message: 'You can attach a maximum of 2 files' } });
    const listed = requesterSees(await t.call('GET', `/api/issues/${issueId}/attachments`, { token: teammate.token }));
    expect(listed.body.attachments).toHaveLength(2);
    // Each size a page may show is a link that reads it, without a session.
    for (const { versions } of listed.body.attachments as { versions: Record<string, string> }[]) {
      for (const link of Object.values(versions)) expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    }
    expect((await t.call('GET', `/api/issues/${issueId}/attachments`, { token: other.token })).status).toBe(404);
    const key = (await t.app.deps.storage.list('attachments', '')).find((o) => !o.key.startsWith('.variants/') && o.key.endsWith('-one.png'))?.key ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}-one\.png$/);
    const del = await t.call('DELETE', `/api/issues/${issueId}/attachments/${listed.body.attachments[0]._id}`, { token: dealer.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Attachment deleted.' } });
    expect((await t.call('GET', `/api/issues/${issueId}/attachments`, { token: dealer.token })).body.attachments).toHaveLength(1);
  });
});

describe('lists', () => {
  it('mine, team, admin with filter and status, sorted with the id breaking ties; never the notes', async () => {
    const mine = requesterSees(await t.call('GET', '/api/adjustments?scope=mine&orderBy=description&sortOrder=asc', { token: dealer.token }));
    expect(mine.status).toBe(200);
    const names = mine.body.items.map((i: { description: string }) => i.description);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(mine.body).toMatchObject({ offset: 0, limit: 20, total: expect.any(Number) });
    expect(requesterSees(await t.call('GET', '/api/adjustments?scope=mine', { token: teammate.token })).body.total).toBe(0);
    expect(requesterSees(await t.call('GET', '/api/adjustments?scope=team', { token: teammate.token })).body.total).toBe(mine.body.total);
    expect(
      (await t.call('GET', '/api/adjustments?scope=team', { token: other.token })).body.items.every(
        (i: { order: { _id: string } }) => i.order._id === othersOrder._id,
      ),
    ).toBe(true);
    const filtered = await t.call('GET', `/api/admin/adjustments?filter=${encodeURIComponent('FULL rev')}`, { token: admin.token });
    expect(filtered.body.items.map((i: { description: string }) => i.description)).toEqual(['Full review']);
    const byOrder = await t.call('GET', `/api/admin/adjustments?filter=${encodeURIComponent(othersOrder.orderName)}&status=Draft`, { token: admin.token });
    expect(byOrder.body.total).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/admin/adjustments?filter=%25', { token: admin.token })).body.total).toBe(0);
    expect((await t.call('GET', '/api/admin/adjustments', { token: dealer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/adjustments?orderBy=price', { token: dealer.token })).status).toBe(400);
  });

  it('tells reviewers who is asking: the ERP customer and the portal user, in the list and the adjustment (issue 29)', async () => {
    const made = await create(dealer, approved._id, 'Who asks');
    expect(made.status).toBe(201);
    const listed = await t.call('GET', `/api/admin/adjustments?filter=${encodeURIComponent('Who asks')}`, { token: admin.token });
    expect(listed.body.items).toEqual([expect.objectContaining({ dealer: { customerName: 'Shade Masters Inc.', userName: 'Dana Dealer' } })]);
    expect((await get(admin, made.body._id)).body.dealer).toEqual({ customerName: 'Shade Masters Inc.', userName: 'Dana Dealer' });
    // One an administrator opens on the dealer's order is the dealer's too.
    const byAdmin = await create(admin, approved._id, 'Opened by staff');
    expect(byAdmin.body.dealer).toEqual({ customerName: 'Shade Masters Inc.', userName: 'Dana Dealer' });
  });
});
