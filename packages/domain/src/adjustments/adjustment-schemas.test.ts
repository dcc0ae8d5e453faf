import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors/field-errors';
import {
  ZAdjustmentPatchInput,
  ZAdjustmentsQuery,
  ZAdminAdjustmentsQuery,
  ZCommentInput,
  ZCreateAdjustmentInput,
  ZIssuePatchInput,
} from './adjustment-schemas';

const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrorsFromZod(r.error as Parameters<typeof fieldErrorsFromZod>[0]));

describe('adjustment inputs', () => {
  it('names an adjustment: required, trimmed, at most 50', () => {
    expect(ZCreateAdjustmentInput.parse({ description: '  Roof fix ' })).toEqual({ description: 'Roof fix' });
    expect(errors(ZCreateAdjustmentInput.safeParse({ description: '   ' }))).toEqual({ description: 'Adjustment name is required' });
    expect(errors(ZCreateAdjustmentInput.safeParse({}))).toEqual({ description: 'Adjustment name is required' });
    expect(errors(ZCreateAdjustmentInput.safeParse({ description: 'x'.repeat(51) }))).toEqual({ description: 'Adjustment name must be 50 characters or less' });
  });

  it('patches a status (Shipped with agent and tracking) or the notes', () => {
    expect(ZAdjustmentPatchInput.parse({ status: 'Approved' })).toEqual({ status: 'Approved' });
    expect(ZAdjustmentPatchInput.parse({ reviewerNotes: 'n' })).toEqual({ reviewerNotes: 'n' });
    expect(ZAdjustmentPatchInput.safeParse({ status: 'Shipped' }).success).toBe(false);
    expect(ZAdjustmentPatchInput.parse({ status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z' })).toMatchObject({ status: 'Shipped' });
    expect(ZAdjustmentPatchInput.safeParse({ status: 'Draft' }).success).toBe(false);
    expect(ZAdjustmentPatchInput.safeParse({ reviewerNotes: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('patches an issue', () => {
    expect(ZIssuePatchInput.parse({ adjustmentType: 'Reorder', modifications: { Quantity: 2, Color: 'Black' } })).toMatchObject({ adjustmentType: 'Reorder' });
    expect(ZIssuePatchInput.safeParse({ adjustmentType: 'Warranty' }).success).toBe(false);
    expect(ZIssuePatchInput.safeParse({}).success).toBe(false);
  });

  it('bounds comments at 500', () => {
    expect(errors(ZCommentInput.safeParse({ text: 'x'.repeat(501) }))).toEqual({ text: 'Comment must be 500 characters or less' });
  });

  it('reads list queries with defaults', () => {
    expect(ZAdjustmentsQuery.parse({})).toEqual({ scope: 'mine', orderBy: 'createdAt', sortOrder: 'desc', offset: 0, limit: 20 });
    expect(ZAdminAdjustmentsQuery.parse({ status: 'Approved', orderBy: 'status', sortOrder: 'asc', offset: '5', limit: '10' })).toMatchObject({
      offset: 5,
      limit: 10,
    });
    expect(ZAdminAdjustmentsQuery.safeParse({ orderBy: 'price' }).success).toBe(false);
  });
});
