import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error';
import {
  approveAdjustment,
  cancelAdjustment,
  rejectAdjustment,
  reopenAdjustment,
  requestUpdates,
  setReviewerNotes,
  shipAdjustment,
  submitForReview,
} from './adjustment-actions';
import type { AdjustmentActor, AdjustmentState } from './adjustment-aggregate';
import { adjustmentFlags, isFinalized } from './adjustment-flags';
import type { AdjustmentRole, ReviewerResolutionStatus } from './adjustment-status';
import { makeAdjustment, makeIssue } from './adjustment-test-state';
import { requesterView, reviewerView } from './adjustment-visibility';
import { fileWarranty, removeRequest, setReorderRequest, setResolutionStatus } from './issue-actions';

/**
 * Model-based test of the adjustment rules: random sequences of requester and reviewer actions,
 * allowed or refused, and after every one the invariants of issue 19:
 * - a finalized adjustment never changes until reopened (or, approved, shipped);
 * - a requester never changes anything under review;
 * - the status always agrees with the derived flags;
 * - a requester's view never holds the reviewer's notes nor a Draft request the reviewer made;
 *   a reviewer's view holds only sent requests.
 * The model remembers who last set each request, which the adjustment itself does not store.
 */
interface Model {
  setBy: Record<string, AdjustmentRole | null>;
}
interface Real {
  adjustment: AdjustmentState;
}

const actor = (role: AdjustmentRole): AdjustmentActor => ({ role });

function checkInvariants(model: Model, before: AdjustmentState, after: AdjustmentState, role: AdjustmentRole, name: string): void {
  // A finalized adjustment: only reopen (Approved/Rejected → Awaiting_Reviewer) or ship (Approved → Shipped) move it; no issue changes.
  if (isFinalized(before.status)) {
    expect(after.issues, name).toEqual(before.issues);
    if (after.status !== before.status)
      expect(['Approved→Awaiting_Reviewer', 'Rejected→Awaiting_Reviewer', 'Approved→Shipped'], name).toContain(`${before.status}→${after.status}`);
  }
  // Under review the requester changes nothing.
  if (before.status === 'Awaiting_Reviewer' && role === 'requester') expect(after, name).toEqual(before);

  const f = adjustmentFlags(after);
  expect(f.finalized).toBe(isFinalized(after.status));
  switch (after.status) {
    case 'Draft':
      expect(after.issues.every((i) => i.resolutionStatus === 'Draft')).toBe(true);
      break;
    case 'Awaiting_Reviewer':
      expect(after.issues.some((i) => i.adjustmentType !== 'None' && i.resolutionStatus === 'Draft')).toBe(false);
      break;
    case 'Approved':
    case 'Shipped':
      expect(f.hasUnresolvedRequest).toBe(false);
      expect(f.hasApprovedIssue).toBe(true);
      break;
    case 'Rejected':
      expect(f.hasUnresolvedRequest || f.hasApprovedIssue || !f.hasRejectedIssue).toBe(false);
      break;
    default:
      break;
  }
  // No request without a type, no None issue with a status other than Draft.
  for (const i of after.issues) if (i.adjustmentType === 'None') expect(i.resolutionStatus).toBe('Draft');

  const forRequester = requesterView(after);
  expect('reviewerNotes' in forRequester).toBe(false);
  for (const i of forRequester.issues) if (i.adjustmentType !== 'None' && i.resolutionStatus === 'Draft') expect(model.setBy[i.id]).toBe('requester');
  const forReviewer = reviewerView(after);
  expect(forReviewer.reviewerNotes).toBe(after.reviewerNotes);
  for (const i of forReviewer.issues) expect(i.adjustmentType !== 'None' && i.resolutionStatus !== 'Draft').toBe(true);
}

/** Runs one action: refused ones must be DomainErrors and leave the adjustment as it was. */
class Act implements fc.Command<Model, Real> {
  constructor(
    readonly name: string,
    readonly role: AdjustmentRole,
    readonly apply: (a: AdjustmentState, who: AdjustmentActor) => AdjustmentState,
    readonly remember?: (model: Model) => void,
    /** When given: whether the action must be allowed, from the §4 table directly. */
    readonly oracle?: (a: AdjustmentState, role: AdjustmentRole) => boolean,
  ) {}

  check(): boolean {
    return true;
  }

  run(model: Model, real: Real): void {
    const before = real.adjustment;
    let after = before;
    let allowed = true;
    try {
      after = this.apply(before, actor(this.role));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      allowed = false;
    }
    if (this.oracle) expect(allowed, `${this.toString()} from ${before.status}`).toBe(this.oracle(before, this.role));
    if (allowed) this.remember?.(model);
    checkInvariants(model, before, after, this.role, this.toString());
    real.adjustment = after;
  }

  toString(): string {
    return `${this.role}:${this.name}`;
  }
}

const issueIds = ['unit', 'badge', 'frame'];
/** Mostly the side the action belongs to, so that sequences progress; sometimes the other, to be refused. */
const roleMostly = (right: AdjustmentRole): fc.Arbitrary<AdjustmentRole> =>
  fc.oneof(
    { arbitrary: fc.constant(right), weight: 4 },
    { arbitrary: fc.constant<AdjustmentRole>(right === 'requester' ? 'reviewer' : 'requester'), weight: 1 },
  );
const requesterMostly = roleMostly('requester');
const reviewerMostly = roleMostly('reviewer');
const role = fc.constantFrom<AdjustmentRole>('requester', 'reviewer');
const issueId = fc.constantFrom(...issueIds);

const commands = [
  requesterMostly.map(
    (r) =>
      new Act(
        'submit',
        r,
        submitForReview,
        undefined,
        (a, who) => who === 'requester' && ['Draft', 'Awaiting_Requester'].includes(a.status) && adjustmentFlags(a).hasRequest,
      ),
  ),
  reviewerMostly.map(
    (r) =>
      new Act(
        'requestUpdates',
        r,
        requestUpdates,
        undefined,
        (a, who) => who === 'reviewer' && a.status === 'Awaiting_Reviewer' && adjustmentFlags(a).hasAwaitingRequester,
      ),
  ),
  reviewerMostly.map(
    (r) =>
      new Act('approve', r, approveAdjustment, undefined, (a, who) => {
        const f = adjustmentFlags(a);
        return who === 'reviewer' && a.status === 'Awaiting_Reviewer' && !f.hasUnresolvedRequest && f.hasApprovedIssue;
      }),
  ),
  reviewerMostly.map(
    (r) =>
      new Act('reject', r, rejectAdjustment, undefined, (a, who) => {
        const f = adjustmentFlags(a);
        return who === 'reviewer' && a.status === 'Awaiting_Reviewer' && !f.hasUnresolvedRequest && f.hasRejectedIssue && !f.hasApprovedIssue;
      }),
  ),
  reviewerMostly.map(
    (r) => new Act('reopen', r, reopenAdjustment, undefined, (a, who) => who === 'reviewer' && (a.status === 'Approved' || a.status === 'Rejected')),
  ),
  requesterMostly.map(
    (r) => new Act('cancel', r, cancelAdjustment, undefined, (a, who) => who === 'requester' && ['Draft', 'Awaiting_Requester'].includes(a.status)),
  ),
  reviewerMostly.map(
    (r) =>
      new Act(
        'ship',
        r,
        (a, who) => shipAdjustment(a, who, { shippingAgent: 'UPS', trackingNumber: '1Z' }),
        undefined,
        (a, who) => who === 'reviewer' && a.status === 'Approved',
      ),
  ),
  fc.tuple(reviewerMostly, fc.string({ maxLength: 20 })).map(
    ([r, notes]) =>
      new Act(
        `notes(${JSON.stringify(notes)})`,
        r,
        (a, who) => setReviewerNotes(a, who, notes),
        undefined,
        (_a, who) => who === 'reviewer',
      ),
  ),
  fc.tuple(role, issueId, fc.integer({ min: 1, max: 3 })).map(
    ([r, id, q]) =>
      new Act(
        `reorder(${id}, ${q})`,
        r,
        (a, who) => setReorderRequest(a, who, id, { description: 'New Purchase', modifications: { Quantity: q } }, { priceOf: () => 1000 * q }),
        (m) => (m.setBy[id] = r),
      ),
  ),
  fc.tuple(role, issueId).map(
    ([r, id]) =>
      new Act(
        `warranty(${id})`,
        r,
        (a, who) => fileWarranty(a, who, id, { description: 'Damaged', modifications: { Quantity: 1 } }),
        (m) => (m.setBy[id] = r),
      ),
  ),
  fc.tuple(role, issueId).map(
    ([r, id]) =>
      new Act(
        `remove(${id})`,
        r,
        (a, who) => removeRequest(a, who, id),
        (m) => (m.setBy[id] = null),
      ),
  ),
  fc
    .tuple(
      reviewerMostly,
      issueId,
      fc.constantFrom<ReviewerResolutionStatus>('Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected', 'Approved', 'Rejected'),
    )
    .map(([r, id, s]) => new Act(`status(${id}, ${s})`, r, (a, who) => setResolutionStatus(a, who, id, s))),
];
/** Cancel ends a sequence: the other commands come five times as often. */
const weighted = commands.flatMap((c, n) => (n === 5 ? [c] : [c, c, c, c, c]));

function start(): { model: Model; real: Real } {
  const adjustment = makeAdjustment({
    issues: [
      makeIssue({ id: 'unit', issueType: 'Complete_Unit', orderedQuantity: 3 }),
      makeIssue({ id: 'badge', issueType: 'Badge', orderedQuantity: 3 }),
      makeIssue({ id: 'frame', itemType: 'Roof', itemId: 'r1', issueType: 'Frames', orderedQuantity: 3 }),
    ],
  });
  return { model: { setBy: { unit: null, badge: null, frame: null } }, real: { adjustment } };
}

describe('adjustment model: random requester and reviewer actions keep every invariant', () => {
  it('holds over random sequences', () => {
    fc.assert(
      fc.property(fc.commands(weighted, { maxCommands: 60, size: 'large' }), (cmds) => {
        fc.modelRun(start, cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('reaches the decided and shipped states (the sequences are not all refusals)', () => {
    const { real } = start();
    let a = real.adjustment;
    const requester = actor('requester');
    const reviewer = actor('reviewer');
    a = setReorderRequest(a, requester, 'unit', {}, { priceOf: () => 1000 });
    a = submitForReview(a, requester);
    a = setResolutionStatus(a, reviewer, 'unit', 'Awaiting_Requester');
    a = requestUpdates(a, reviewer);
    a = setReorderRequest(a, requester, 'unit', { modifications: { Quantity: 2 } }, { priceOf: () => 2000 });
    a = submitForReview(a, requester);
    a = setResolutionStatus(a, reviewer, 'unit', 'Approved');
    a = approveAdjustment(a, reviewer);
    a = shipAdjustment(a, reviewer, { shippingAgent: 'FedEx', trackingNumber: '42' });
    expect(a.status).toBe('Shipped');
  });
});
