import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import type { AdjustmentState } from './adjustment-aggregate';
import { makeAdjustment, makeIssue, requester, reviewer } from './adjustment-test-state';
import { checkComment, fileWarranty, removeRequest, setReorderRequest, setResolutionStatus, updateIssue } from './issue-actions';

function refusal(run: () => unknown): { code: string; message: string; fieldErrors?: Record<string, string> } {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message, ...(e.fieldErrors ? { fieldErrors: e.fieldErrors } : {}) };
    throw e;
  }
  throw new Error('expected a refusal');
}

const issueOf = (a: AdjustmentState, id = 'i1') => a.issues.find((i) => i.id === id);

describe('a reorder request', () => {
  it('is Draft when the requester sets it, priced, Quantity 1 by default', () => {
    const next = setReorderRequest(
      makeAdjustment(),
      requester,
      'i1',
      { description: ' New Purchase ', modifications: { Color: 'White' } },
      { priceOf: () => 12345 },
    );
    expect(issueOf(next)).toMatchObject({
      adjustmentType: 'Reorder',
      resolutionStatus: 'Draft',
      description: 'New Purchase',
      modifications: { Color: 'White', Quantity: 1, Price: 12345 },
    });
  });

  it('is Awaiting_Reviewer when a reviewer sets or saves it', () => {
    const adj = makeAdjustment({ status: 'Awaiting_Reviewer', issues: [makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Requester' })] });
    expect(issueOf(setReorderRequest(adj, reviewer, 'i1', { modifications: { Quantity: 2 } }))?.resolutionStatus).toBe('Awaiting_Reviewer');
  });

  it('ignores a Price the client sends and drops it when there is none to compute', () => {
    const next = setReorderRequest(makeAdjustment(), requester, 'i1', { modifications: { Price: 1 } });
    expect(issueOf(next)?.modifications).toEqual({ Quantity: 1 });
  });

  it('refuses modifications against §5 with field errors', () => {
    expect(refusal(() => setReorderRequest(makeAdjustment(), requester, 'i1', { modifications: { Finished_Housing_Width_Inches: 400 } }))).toEqual({
      code: 'BAD_INPUT',
      message: 'Maximum value is 360',
      fieldErrors: { 'modifications.Finished_Housing_Width_Inches': 'Maximum value is 360' },
    });
  });

  it('cannot be changed by the requester under review or once decided', () => {
    expect(refusal(() => setReorderRequest(makeAdjustment({ status: 'Awaiting_Reviewer' }), requester, 'i1', {})).code).toBe('CONFLICT');
    const decided = makeAdjustment({ status: 'Awaiting_Requester', issues: [makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Approved' })] });
    expect(refusal(() => setReorderRequest(decided, requester, 'i1', {})).message).toBe('This request is approved or rejected: it cannot be changed');
  });

  it('cannot be changed by a reviewer outside review', () => {
    expect(refusal(() => setReorderRequest(makeAdjustment({ status: 'Approved' }), reviewer, 'i1', {})).message).toBe(
      'A reviewer changes requests only while the adjustment is under review',
    );
  });
});

describe('Complete Unit and components exclude each other on one screen', () => {
  const adj = makeAdjustment({
    issues: [makeIssue(), makeIssue({ id: 'i2', issueType: 'Bottom_Bar' }), makeIssue({ id: 'i3', issueType: 'Bottom_Bar', itemId: 's2' })],
  });

  it('refuses a component next to a Complete Unit request, and the reverse', () => {
    const withUnit = setReorderRequest(adj, requester, 'i1', {});
    expect(refusal(() => setReorderRequest(withUnit, requester, 'i2', {})).message).toBe(
      'A screen with a Complete Unit request cannot have component requests',
    );
    const withBar = setReorderRequest(adj, requester, 'i2', {});
    expect(refusal(() => fileWarranty(withBar, requester, 'i1', { description: 'Slope' })).message).toBe(
      'A screen with component requests cannot have a Complete Unit request',
    );
  });

  it('leaves other screens alone', () => {
    const withUnit = setReorderRequest(adj, requester, 'i1', {});
    expect(issueOf(setReorderRequest(withUnit, requester, 'i3', {}), 'i3')?.adjustmentType).toBe('Reorder');
  });
});

describe('a warranty request', () => {
  it('needs a reason and an image, and carries no price', () => {
    expect(refusal(() => fileWarranty(makeAdjustment(), requester, 'i1', { description: '  ' })).fieldErrors).toEqual({
      description: 'A warranty request needs a reason',
    });
    const noImage = makeAdjustment({ issues: [makeIssue({ attachmentCount: 0 })] });
    expect(refusal(() => fileWarranty(noImage, requester, 'i1', { description: 'Slope' })).fieldErrors).toEqual({
      attachments: 'A warranty request needs at least one image',
    });
    const priced = makeAdjustment({ issues: [makeIssue({ adjustmentType: 'Reorder', modifications: { Quantity: 1, Price: 500 } })] });
    expect(issueOf(fileWarranty(priced, requester, 'i1', { description: 'Slope' }))?.modifications).toEqual({ Quantity: 1 });
  });

  it('lets a requester change only Quantity, up to the ordered quantity', () => {
    const adj = makeAdjustment({ issues: [makeIssue({ itemType: 'Roof', issueType: 'Blades', orderedQuantity: 3 })] });
    expect(refusal(() => fileWarranty(adj, requester, 'i1', { description: 'Damaged', modifications: { Color: 'White' } })).fieldErrors).toEqual({
      'modifications.Color': 'Only Quantity can be changed on a warranty request',
    });
    expect(refusal(() => fileWarranty(adj, requester, 'i1', { description: 'Damaged', modifications: { Quantity: 4 } })).fieldErrors).toEqual({
      'modifications.Quantity': 'Maximum value is 3',
    });
    expect(issueOf(fileWarranty(adj, requester, 'i1', { description: 'Damaged', modifications: { Quantity: 3 } }))?.modifications).toEqual({ Quantity: 3 });
  });

  it('keeps its reason when only the quantity is edited (PATCH issue)', () => {
    const filed = fileWarranty(makeAdjustment(), requester, 'i1', { description: 'Slope' });
    expect(issueOf(updateIssue(filed, requester, 'i1', { modifications: { Quantity: 1 } }))).toMatchObject({
      adjustmentType: 'Warranty',
      description: 'Slope',
    });
  });
});

describe('removing a request', () => {
  it('returns the issue to None and Draft, images gone', () => {
    const adj = makeAdjustment({
      status: 'Awaiting_Reviewer',
      issues: [makeIssue({ adjustmentType: 'Warranty', resolutionStatus: 'Awaiting_Reviewer', description: 'Slope' })],
    });
    expect(issueOf(removeRequest(adj, reviewer, 'i1'))).toMatchObject({
      adjustmentType: 'None',
      resolutionStatus: 'Draft',
      description: '',
      modifications: {},
      attachmentCount: 0,
    });
    expect(issueOf(updateIssue(makeAdjustment(), requester, 'i1', { adjustmentType: 'None' }))?.adjustmentType).toBe('None');
  });
});

describe("the reviewer's status toggle", () => {
  const adj = makeAdjustment({
    status: 'Awaiting_Reviewer',
    issues: [makeIssue({ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' }), makeIssue({ id: 'i2', issueType: 'Badge' })],
  });

  it("sets a request's status under review", () => {
    expect(issueOf(setResolutionStatus(adj, reviewer, 'i1', 'Approved'))?.resolutionStatus).toBe('Approved');
    expect(issueOf(updateIssue(adj, reviewer, 'i1', { resolutionStatus: 'Awaiting_Requester' }))?.resolutionStatus).toBe('Awaiting_Requester');
  });

  it('is refused to the requester, on an issue with no request, or outside review', () => {
    expect(refusal(() => setResolutionStatus(adj, requester, 'i1', 'Approved')).code).toBe('FORBIDDEN');
    expect(refusal(() => setResolutionStatus(adj, reviewer, 'i2', 'Approved')).message).toBe('This issue has no warranty or reorder request');
    expect(refusal(() => setResolutionStatus({ ...adj, status: 'Approved' }, reviewer, 'i1', 'Rejected')).code).toBe('CONFLICT');
    expect(refusal(() => setResolutionStatus(adj, reviewer, 'nope', 'Rejected')).code).toBe('NOT_FOUND');
  });
});

describe('comments', () => {
  it('are at most 500 characters, while the adjustment is not finalized', () => {
    expect(checkComment(makeAdjustment({ status: 'Awaiting_Reviewer' }), ' ok ')).toBe('ok');
    expect(refusal(() => checkComment(makeAdjustment(), 'x'.repeat(501))).fieldErrors).toEqual({ text: 'Comment must be 500 characters or less' });
    expect(refusal(() => checkComment(makeAdjustment({ status: 'Approved' }), 'late')).code).toBe('CONFLICT');
  });
});
