import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, setAdjustmentsEnabled } from './adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Start = 'Draft' | 'Awaiting_Reviewer' | 'Awaiting_Requester' | 'Approved' | 'Rejected' | 'Cancelled' | 'Shipped';
type Target = 'Awaiting_Reviewer' | 'Awaiting_Requester' | 'Approved' | 'Rejected' | 'Cancelled' | 'Shipped';
type Side = 'owner' | 'team' | 'reviewer';

let t: TestApp;
let admin: User;
let owner: User;
let teammate: User;
let order: OrderView;

beforeAll(async () => {
  // Each cell files an adjustment of its own: more than an hour's filing limit of one account.
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true }, filingLimits: { ...defaultFilingLimitRules, adjustmentsPerHour: 1000 } });
  admin = await t.makeUser({ ...roles.admin, email: 'transitions.admin@example.com' });
  owner = await t.makeUser({ ...roles.dealer, email: 'transitions.owner@example.com' });
  teammate = await t.makeUser({ ...roles.dealer, email: 'transitions.team@example.com' });
  order = await makeOrder(t, owner.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

const patch = (user: User, id: string, body: unknown) => t.call('PATCH', `/api/adjustments/${id}`, { token: user.token, body });
const ok = async (res: Promise<{ status: number; body: { message?: string } }>) => {
  const r = await res;
  expect(r.status, r.body.message).toBeLessThan(300);
};

/**
 * An adjustment with one reorder request (the part's), brought to `start` through REST as the
 * two sides would. Under review its request is In Review (unresolved).
 */
async function adjustmentIn(start: Start): Promise<string> {
  const created = await t.call('POST', `/api/orders/${order._id}/adjustments`, { token: owner.token, body: { description: `From ${start}` } });
  const id: string = created.body._id;
  const part = (await openIssue(t, owner.token, created.body, 'Part'))._id;
  await ok(t.call('PATCH', `/api/issues/${part}`, { token: owner.token, body: { adjustmentType: 'Reorder' } }));
  if (start === 'Draft') return id;
  if (start === 'Cancelled') {
    await ok(patch(owner, id, { status: 'Cancelled' }));
    return id;
  }
  await ok(patch(owner, id, { status: 'Awaiting_Reviewer' }));
  if (start === 'Awaiting_Reviewer') return id;
  if (start === 'Awaiting_Requester') {
    await ok(t.call('PATCH', `/api/issues/${part}`, { token: admin.token, body: { resolutionStatus: 'Awaiting_Requester' } }));
    await ok(patch(admin, id, { status: 'Awaiting_Requester' }));
    return id;
  }
  const decided = start === 'Rejected' ? 'Rejected' : 'Approved';
  await ok(t.call('PATCH', `/api/issues/${part}`, { token: admin.token, body: { resolutionStatus: decided } }));
  await ok(patch(admin, id, { status: decided }));
  if (start === 'Shipped') await ok(patch(admin, id, { status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z1' }));
  return id;
}

const targets: Target[] = ['Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected', 'Cancelled', 'Shipped'];
const requesterOnly: Target[] = ['Cancelled'];
const reviewerOnly: Target[] = ['Awaiting_Requester', 'Approved', 'Rejected', 'Shipped'];

/**
 * The answers expected, written out from §4 and docs/decisions/adjustments.md (not computed by the domain):
 * 200, 403 for the other side's button, 409 for a broken precondition. Team members are
 * requesters as the owner is.
 */
const allowed: Record<Start, { requester: Target[]; reviewer: Target[] }> = {
  Draft: { requester: ['Awaiting_Reviewer', 'Cancelled'], reviewer: [] },
  Awaiting_Reviewer: { requester: [], reviewer: [] },
  Awaiting_Requester: { requester: ['Awaiting_Reviewer', 'Cancelled'], reviewer: [] },
  Approved: { requester: [], reviewer: ['Awaiting_Reviewer', 'Shipped'] },
  Rejected: { requester: [], reviewer: ['Awaiting_Reviewer'] },
  Cancelled: { requester: [], reviewer: [] },
  Shipped: { requester: [], reviewer: [] },
};

function expected(start: Start, side: Side, target: Target): number {
  const role = side === 'reviewer' ? 'reviewer' : 'requester';
  if (allowed[start][role].includes(target)) return 200;
  if (role === 'requester' && reviewerOnly.includes(target)) return 403;
  if (role === 'reviewer' && requesterOnly.includes(target)) return 403;
  return 409;
}

const starts: Start[] = ['Draft', 'Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected', 'Cancelled', 'Shipped'];
const sides: Side[] = ['owner', 'team', 'reviewer'];

describe('PATCH /api/adjustments/{id} {status}: every transition, allowed and refused, per side', () => {
  for (const start of starts) {
    it(`from ${start}`, async () => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const side of sides) {
        for (const target of targets) {
          const id = await adjustmentIn(start);
          const user = side === 'owner' ? owner : side === 'team' ? teammate : admin;
          const body = target === 'Shipped' ? { status: target, shippingAgent: 'UPS', trackingNumber: '1Z2' } : { status: target };
          const res = await patch(user, id, body);
          answers.push(`${side} → ${target}: ${res.status}${res.status === 200 ? ` ${res.body.status}` : ''}`);
          const want = expected(start, side, target);
          wanted.push(`${side} → ${target}: ${want}${want === 200 ? ` ${target}` : ''}`);
          // A refusal changes nothing.
          if (want !== 200) expect((await t.call('GET', `/api/adjustments/${id}`, { token: admin.token })).body.status).toBe(start);
        }
      }
      expect(answers).toEqual(wanted);
    });
  }
});

/** The part's issue of an adjustment brought to `start` (its reorder request, see adjustmentIn). */
async function partIssueOf(id: string): Promise<string> {
  return (await t.call('GET', `/api/adjustments/${id}`, { token: owner.token })).body.parts[0].issues[0]._id;
}

type IssueAction = 'edit' | 'toggle' | 'remove' | 'comment';
const issueCall = (action: IssueAction, user: User, issue: string) => {
  if (action === 'edit')
    return t.call('PATCH', `/api/issues/${issue}`, { token: user.token, body: { adjustmentType: 'Reorder', modifications: { Quantity: 2 } } });
  if (action === 'toggle') return t.call('PATCH', `/api/issues/${issue}`, { token: user.token, body: { resolutionStatus: 'Awaiting_Requester' } });
  if (action === 'remove') return t.call('DELETE', `/api/issues/${issue}`, { token: user.token });
  return t.call('POST', `/api/issues/${issue}/comments`, { token: user.token, body: { text: 'A comment' } });
};

/**
 * Issue actions on a request, written out from §4 and docs/decisions/adjustments.md: the requester edits
 * while the adjustment is theirs, the reviewer while it is under review; the status toggle is the
 * reviewer's (403 to a requester); comments while not finalized, by a side that sees the issue
 * (a reviewer does not see a requester's Draft request: 404).
 */
const issueAnswers: Record<'Draft' | 'Awaiting_Reviewer' | 'Approved', Record<'owner' | 'team' | 'reviewer', Record<IssueAction, number>>> = {
  Draft: {
    owner: { edit: 200, toggle: 403, remove: 200, comment: 201 },
    team: { edit: 200, toggle: 403, remove: 200, comment: 201 },
    reviewer: { edit: 409, toggle: 409, remove: 409, comment: 404 },
  },
  Awaiting_Reviewer: {
    owner: { edit: 409, toggle: 403, remove: 409, comment: 201 },
    team: { edit: 409, toggle: 403, remove: 409, comment: 201 },
    reviewer: { edit: 200, toggle: 200, remove: 200, comment: 201 },
  },
  Approved: {
    owner: { edit: 409, toggle: 403, remove: 409, comment: 409 },
    team: { edit: 409, toggle: 403, remove: 409, comment: 409 },
    reviewer: { edit: 409, toggle: 409, remove: 409, comment: 409 },
  },
};

describe('issue actions per side and adjustment status', () => {
  for (const start of ['Draft', 'Awaiting_Reviewer', 'Approved'] as const) {
    it(`while ${start}`, async () => {
      const answers: Record<string, Record<string, number>> = {};
      for (const side of sides) {
        answers[side] = {};
        for (const action of ['edit', 'toggle', 'remove', 'comment'] as const) {
          const issue = await partIssueOf(await adjustmentIn(start));
          const user = side === 'owner' ? owner : side === 'team' ? teammate : admin;
          answers[side][action] = (await issueCall(action, user, issue)).status;
        }
      }
      expect(answers).toEqual(issueAnswers[start]);
    });
  }
});
