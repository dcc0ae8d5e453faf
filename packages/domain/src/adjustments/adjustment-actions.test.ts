import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  approveAdjustment,
  cancelAdjustment,
  changeAdjustmentStatus,
  rejectAdjustment,
  reopenAdjustment,
  requestUpdates,
  setReviewerNotes,
  shipAdjustment,
  submitForReview,
} from './adjustment-actions';
import { makeAdjustment, makeIssue, requester, reviewer } from './adjustment-test-state';

function refusal(run: () => unknown): { code: string; message: string; fieldErrors?: Record<string, string> } {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message, ...(e.fieldErrors ? { fieldErrors: e.fieldErrors } : {}) };
    throw e;
  }
  throw new Error('expected a refusal');
}

/** A priced reorder (an approved one without a price blocks approval, reviewer-price.test.ts). */
const reorder = (overrides = {}) => makeIssue({ adjustmentType: 'Reorder', modifications: { Quantity: 1, Price: 2500 }, ...overrides });

describe('Submit for review', () => {
  it('sends a Draft adjustment with a request to review, its Draft requests with it', () => {
    const next = submitForReview(makeAdjustment({ issues: [reorder(), makeIssue({ id: 'i2', issueType: 'Badge' })] }), requester);
    expect(next.status).toBe('Awaiting_Reviewer');
    expect(next.issues.map((i) => i.resolutionStatus)).toEqual(['Awaiting_Reviewer', 'Draft']);
  });

  it('sends back the requests awaiting the requester, and leaves decided ones', () => {
    const adj = makeAdjustment({
      status: 'Awaiting_Requester',
      issues: [reorder({ resolutionStatus: 'Awaiting_Requester' }), reorder({ id: 'i2', issueType: 'Badge', resolutionStatus: 'Approved' })],
    });
    expect(submitForReview(adj, requester).issues.map((i) => i.resolutionStatus)).toEqual(['Awaiting_Reviewer', 'Approved']);
  });

  it('needs a warranty or reorder request', () => {
    expect(refusal(() => submitForReview(makeAdjustment(), requester))).toEqual({
      code: 'CONFLICT',
      message: 'Submit for review needs at least one warranty or reorder request',
    });
  });

  it("is the requester's, from Draft or Awaiting_Requester only", () => {
    expect(refusal(() => submitForReview(makeAdjustment({ issues: [reorder()] }), reviewer)).code).toBe('FORBIDDEN');
    for (const status of ['Awaiting_Reviewer', 'Approved', 'Rejected', 'Cancelled', 'Shipped'] as const) {
      expect(refusal(() => submitForReview(makeAdjustment({ status, issues: [reorder()] }), requester)).code).toBe('CONFLICT');
    }
  });
});

describe('Request updates', () => {
  const underReview = (status: 'Awaiting_Requester' | 'Awaiting_Reviewer') =>
    makeAdjustment({ status: 'Awaiting_Reviewer', issues: [reorder({ resolutionStatus: status })] });

  it('needs a request awaiting the requester', () => {
    expect(requestUpdates(underReview('Awaiting_Requester'), reviewer).status).toBe('Awaiting_Requester');
    expect(refusal(() => requestUpdates(underReview('Awaiting_Reviewer'), reviewer)).message).toBe(
      'Request updates needs at least one warranty or reorder request awaiting the requester',
    );
  });

  it("is a reviewer's, under review only", () => {
    expect(refusal(() => requestUpdates(underReview('Awaiting_Requester'), requester)).code).toBe('FORBIDDEN');
    expect(refusal(() => requestUpdates({ ...underReview('Awaiting_Requester'), status: 'Draft' }, reviewer)).code).toBe('CONFLICT');
  });
});

describe('Approve, reject, reopen', () => {
  const decided = (...statuses: ('Approved' | 'Rejected' | 'Awaiting_Reviewer')[]) =>
    makeAdjustment({ status: 'Awaiting_Reviewer', issues: statuses.map((s, n) => reorder({ id: `i${n}`, issueType: 'Badge', resolutionStatus: s })) });

  it('approves with no unresolved request and at least one approved', () => {
    expect(approveAdjustment(decided('Approved', 'Rejected'), reviewer).status).toBe('Approved');
    expect(refusal(() => approveAdjustment(decided('Approved', 'Awaiting_Reviewer'), reviewer)).message).toBe(
      'Approve adjustment needs every warranty and reorder request approved or rejected',
    );
    expect(refusal(() => approveAdjustment(decided('Rejected'), reviewer)).message).toBe('Approve adjustment needs at least one approved request');
  });

  it('rejects with some rejected, none approved, none unresolved', () => {
    expect(rejectAdjustment(decided('Rejected', 'Rejected'), reviewer).status).toBe('Rejected');
    expect(refusal(() => rejectAdjustment(decided('Rejected', 'Approved'), reviewer)).message).toBe('Reject adjustment needs no approved request');
    expect(refusal(() => rejectAdjustment(decided('Rejected', 'Awaiting_Reviewer'), reviewer)).code).toBe('CONFLICT');
  });

  it('reopens a decided adjustment', () => {
    const approved = approveAdjustment(decided('Approved'), reviewer);
    expect(reopenAdjustment(approved, reviewer).status).toBe('Awaiting_Reviewer');
    expect(refusal(() => reopenAdjustment(decided('Approved'), reviewer)).message).toBe('Reopen adjustment needs an approved or rejected adjustment');
    expect(refusal(() => reopenAdjustment(approved, requester)).code).toBe('FORBIDDEN');
  });

  it("is the reviewer's", () => {
    expect(refusal(() => approveAdjustment(decided('Approved'), requester)).code).toBe('FORBIDDEN');
    expect(refusal(() => rejectAdjustment(decided('Rejected'), requester)).code).toBe('FORBIDDEN');
  });
});

describe('Cancel and ship', () => {
  it('lets the requester cancel while they hold it', () => {
    expect(cancelAdjustment(makeAdjustment(), requester).status).toBe('Cancelled');
    expect(cancelAdjustment(makeAdjustment({ status: 'Awaiting_Requester' }), requester).status).toBe('Cancelled');
    expect(refusal(() => cancelAdjustment(makeAdjustment({ status: 'Awaiting_Reviewer' }), requester)).message).toBe(
      'Only a Draft or Awaiting_Requester adjustment can be cancelled',
    );
    expect(refusal(() => cancelAdjustment(makeAdjustment(), reviewer)).code).toBe('FORBIDDEN');
  });

  it('ships an approved adjustment with an agent and a tracking number', () => {
    const approved = makeAdjustment({ status: 'Approved', issues: [reorder({ resolutionStatus: 'Approved' })] });
    const shipped = shipAdjustment(approved, reviewer, { shippingAgent: 'UPS', trackingNumber: ' 1Z999 ' });
    expect(shipped).toMatchObject({ status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999' });
    expect(refusal(() => shipAdjustment(approved, reviewer, { shippingAgent: 'Pony Express', trackingNumber: '' })).fieldErrors).toEqual({
      shippingAgent: 'Choose a shipping agent from the list',
      trackingNumber: 'Tracking number is required',
    });
    expect(refusal(() => shipAdjustment({ ...approved, status: 'Rejected' }, reviewer, { shippingAgent: 'UPS', trackingNumber: '1' })).message).toBe(
      'Only an approved adjustment can be shipped',
    );
  });
});

describe('changeAdjustmentStatus', () => {
  it('reads Awaiting_Reviewer as submit from the requester and reopen from a reviewer', () => {
    expect(changeAdjustmentStatus(makeAdjustment({ issues: [reorder()] }), requester, 'Awaiting_Reviewer').status).toBe('Awaiting_Reviewer');
    const rejected = makeAdjustment({ status: 'Rejected', issues: [reorder({ resolutionStatus: 'Rejected' })] });
    expect(changeAdjustmentStatus(rejected, reviewer, 'Awaiting_Reviewer').status).toBe('Awaiting_Reviewer');
    expect(refusal(() => changeAdjustmentStatus(rejected, reviewer, 'Draft')).code).toBe('CONFLICT');
  });
});

describe('reviewer notes', () => {
  it("are a reviewer's, at most 1000 characters", () => {
    expect(setReviewerNotes(makeAdjustment(), reviewer, 'check stock').reviewerNotes).toBe('check stock');
    expect(refusal(() => setReviewerNotes(makeAdjustment(), requester, 'x')).code).toBe('FORBIDDEN');
    expect(refusal(() => setReviewerNotes(makeAdjustment(), reviewer, 'x'.repeat(1001)))).toEqual({
      code: 'BAD_INPUT',
      message: 'Notes must be 1000 characters or less',
      fieldErrors: { reviewerNotes: 'Notes must be 1000 characters or less' },
    });
  });
});
