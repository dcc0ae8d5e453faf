import { z } from 'zod';
import { oneLineName } from '../text/one-line-name';
import { shippingAgentNames } from '../orders/shipping-agents';
import { adjustmentLimits } from './adjustment-limits';
import { adjustmentMessages } from './adjustment-messages';
import { adjustmentStatuses, adjustmentStatusTargets, reviewerResolutionStatuses } from './adjustment-status';
import { isIssueTypeOf, itemTypes, ZIssueType } from './issue-types';

/**
 * What a client sends about adjustments (adjustments-and-pricing §5, §7). The rules that depend
 * on the stored adjustment (who, which status) are the actions'; these check the shape.
 */

/** The modifications map: property name → text or number. */
export const ZModifications = z
  .record(z.string().max(100, 'Unknown field'), z.union([z.string().max(200, 'Value is too long'), z.number()]))
  .refine((m) => Object.keys(m).length <= 50, 'Too many modifications')
  .describe('Edited fields by property name (§3), plus Quantity; a sent Price is ignored (the server computes it)');

export const ZCreateAdjustmentInput = z
  .object({
    description: z
      .string({ error: adjustmentMessages.nameRequired })
      .overwrite(oneLineName)
      .trim()
      .min(1, adjustmentMessages.nameRequired)
      .max(adjustmentLimits.nameMax, adjustmentMessages.nameTooLong)
      .describe('The adjustment name'),
  })
  .meta({ id: 'CreateAdjustment', description: 'A new adjustment of an order: its name' });
export type TCreateAdjustmentInput = z.input<typeof ZCreateAdjustmentInput>;
export type TCreateAdjustment = z.output<typeof ZCreateAdjustmentInput>;

export const ZAdjustmentStatusPatch = z
  .object({
    status: z.enum(adjustmentStatusTargets, { error: `status must be one of ${adjustmentStatusTargets.join(', ')}` }),
    shippingAgent: z.enum(shippingAgentNames, { error: adjustmentMessages.unknownShippingAgent }).optional(),
    trackingNumber: z.string().trim().max(adjustmentLimits.trackingNumberMax, 'Tracking number is too long (100 characters max)').optional(),
  })
  .superRefine((p, ctx) => {
    if (p.status !== 'Shipped') return;
    if (p.shippingAgent === undefined) ctx.addIssue({ code: 'custom', path: ['shippingAgent'], message: adjustmentMessages.shippingAgentRequired });
    if (!p.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: adjustmentMessages.trackingNumberRequired });
  });

export const ZReviewerNotesPatch = z.object({
  reviewerNotes: z.string({ error: 'Notes must be text' }).max(adjustmentLimits.reviewerNotesMax, adjustmentMessages.notesTooLong),
});

/** PATCH /api/adjustments/{id}: a status change (a button) or the reviewer's notes. */
export const ZAdjustmentPatchInput = z.union([ZAdjustmentStatusPatch, ZReviewerNotesPatch], { error: 'Send a status or reviewerNotes' }).meta({
  id: 'AdjustmentPatch',
  description: 'A status change (Submit for review, Request updates, Approve, Reject, Reopen, Cancel, Ship) or the reviewer notes',
});
export type TAdjustmentPatchInput = z.input<typeof ZAdjustmentPatchInput>;
export type TAdjustmentPatch = z.output<typeof ZAdjustmentPatchInput>;

const issueDescription = z.string().max(adjustmentLimits.issueDescriptionMax, `Description must be ${adjustmentLimits.issueDescriptionMax} characters or less`);

/** PATCH /api/issues/{id}: a request type (Reorder, or None to remove), its reason and modifications; reviewers also the status. */
export const ZIssuePatchInput = z
  .object({
    adjustmentType: z.enum(['Reorder', 'None'], { error: 'adjustmentType must be Reorder or None (a warranty is filed with its own call)' }).optional(),
    description: issueDescription.optional(),
    modifications: ZModifications.optional(),
    resolutionStatus: z.enum(reviewerResolutionStatuses, { error: `resolutionStatus must be one of ${reviewerResolutionStatuses.join(', ')}` }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'Nothing to change', path: ['_'] })
  .meta({ id: 'IssuePatch', description: 'Set or remove a reorder request, edit a request, or (reviewers) set its resolution status' });
export type TIssuePatchInput = z.input<typeof ZIssuePatchInput>;
export type TIssuePatch = z.output<typeof ZIssuePatchInput>;

/** POST /api/issues/{id}/warranty: the reason is required; a requester sends only Quantity. */
export const ZWarrantyIssueInput = z
  .object({
    description: issueDescription.trim().min(1, adjustmentMessages.warrantyReasonRequired),
    modifications: ZModifications.optional(),
  })
  .meta({ id: 'WarrantyIssueInput', description: 'Make the issue a warranty request: a reason and, with at least one image attached, its modifications' });
export type TWarrantyIssueInput = z.input<typeof ZWarrantyIssueInput>;

/** POST /api/adjustments/{id}/issues: the issue slot of an ordered item, opened when a request is added (issue 26). */
export const ZOpenIssueInput = z
  .object({
    itemType: z.enum(itemTypes, { error: `itemType must be one of ${itemTypes.join(', ')}` }),
    itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100, 'Item not found in the order'),
    issueType: ZIssueType,
  })
  .superRefine((i, ctx) => {
    if (!isIssueTypeOf(i.itemType, i.issueType))
      ctx.addIssue({ code: 'custom', path: ['issueType'], message: `${i.issueType} is not an issue type of a ${i.itemType}` });
  })
  .meta({ id: 'OpenIssueInput', description: 'The ordered item (itemType and its line id) and the issue type of its kind' });
export type TOpenIssueInput = z.input<typeof ZOpenIssueInput>;

export const ZCommentInput = z
  .object({
    text: z
      .string({ error: adjustmentMessages.commentRequired })
      .trim()
      .min(1, adjustmentMessages.commentRequired)
      .max(adjustmentLimits.commentMax, adjustmentMessages.commentTooLong),
  })
  .meta({ id: 'IssueCommentBody', description: 'A comment on an issue' });
export type TCommentInput = z.input<typeof ZCommentInput>;

export const adjustmentSortColumns = ['createdAt', 'description', 'status'] as const;
const sortOrder = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' });
const offset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(1_000_000_000, 'offset is too large')
  .default(0);
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(fallback);
const orderBy = z.enum(adjustmentSortColumns, { error: `orderBy must be one of ${adjustmentSortColumns.join(', ')}` }).default('createdAt');

/** GET /api/adjustments: my adjustments or my team's, newest first unless asked otherwise. */
export const ZAdjustmentsQuery = z.object({
  scope: z.enum(['mine', 'team'], { error: 'scope must be mine or team' }).default('mine'),
  orderBy,
  sortOrder: sortOrder.default('desc'),
  offset,
  limit: limit(adjustmentLimits.pageSize),
});
export type TAdjustmentsQueryInput = z.input<typeof ZAdjustmentsQuery>;
export type TAdjustmentsQuery = z.output<typeof ZAdjustmentsQuery>;

/** GET /api/admin/adjustments: every adjustment, by status and part of the name or dealer. */
export const ZAdminAdjustmentsQuery = z.object({
  status: z.enum(adjustmentStatuses, { error: `status must be one of ${adjustmentStatuses.join(', ')}` }).optional(),
  filter: z
    .string()
    .trim()
    .max(100, 'Filter must be at most 100 characters')
    .optional()
    .describe('Part of the adjustment name or the order name (case-insensitive)'),
  orderBy,
  sortOrder: sortOrder.default('desc'),
  offset,
  limit: limit(adjustmentLimits.adminPageSize),
});
export type TAdminAdjustmentsQueryInput = z.input<typeof ZAdminAdjustmentsQuery>;
export type TAdminAdjustmentsQuery = z.output<typeof ZAdminAdjustmentsQuery>;
