import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import { pageOf } from '../paging/page';
import { adjustmentRoles, adjustmentStatuses, adjustmentTypes, issueResolutionStatuses } from './adjustment-status';
import { itemTypes } from './issue-types';

/**
 * An adjustment as the API answers it (§3). The server builds it from the stored records and
 * filters it by adjustment-visibility.ts: reviewerNotes only for reviewers; a reviewer's items
 * carry only requests the requester has sent.
 */
const isoDate = (description: string) => z.iso.datetime().describe(`${description} (ISO 8601, UTC)`);

export const ZIssueComment = z
  .object({
    text: z.string(),
    createdBy: z.string().describe('The author account id; the dialog shows You, Reviewer or Requester'),
    createdByRole: z.enum(['requester', 'reviewer']).optional(),
    createdAt: isoDate('Written'),
  })
  .meta({ id: 'IssueComment', description: 'A comment on an issue' });

export const ZIssueAttachment = z
  .object({
    _id: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int().describe('Bytes'),
    addedBy: z.enum(adjustmentRoles).describe('The side that attached it (requester: the dealer and their team; reviewer): only that side deletes it'),
    url: z.string().optional().describe('Where the image is read: the original, to open or save (the link expires in minutes)'),
    previewUrl: z.string().optional().describe('Its 300 px wide version, what a page shows (images stored before previews existed have none)'),
  })
  .meta({ id: 'IssueAttachment', description: 'An image attached to an issue' });

export const ZAdjustmentIssue = z
  .object({
    _id: z.string(),
    itemType: z.enum(itemTypes),
    itemId: z.string().describe('The ordered line (screenId, roofId, partId)'),
    issueType: z.string().describe('Complete_Unit, Frames, Part…'),
    adjustmentType: z.enum(adjustmentTypes),
    resolutionStatus: z.enum(issueResolutionStatuses),
    description: z.string().describe('The reason'),
    modifications: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .describe(
        "Edited fields, Quantity, and for a reorder Price (the decimal amount in the adjustment's currency) " +
          'with PriceCents (exact cents); a price a reviewer entered also has PriceSetBy (their name) and PriceSetAt (ISO time)',
      ),
    comments: z.array(ZIssueComment),
    attachments: z.array(ZIssueAttachment),
    bcItem: z.unknown().optional().describe('Parts: the catalogue item'),
    portalItem: z.unknown().optional().describe('Parts: the portal item'),
  })
  .meta({ id: 'AdjustmentIssue', description: 'An issue of an ordered item: a request type, its status, reason, modifications, comments and images' });
export type TAdjustmentIssue = z.output<typeof ZAdjustmentIssue>;

export const ZAdjustmentItem = z
  .object({ item: z.record(z.string(), z.unknown()).describe('The ordered line as the order stores it'), issues: z.array(ZAdjustmentIssue) })
  .meta({ id: 'AdjustmentItem', description: 'An ordered screen, roof or part and its issues' });

export const ZAdjustmentOrder = z.object({ _id: z.string(), orderName: z.string(), orderDate: isoDate('Ordered').nullable() });

const common = {
  _id: z.string(),
  description: z.string().describe('The adjustment name'),
  status: z.enum(adjustmentStatuses),
  createdAt: isoDate('Created'),
  order: ZAdjustmentOrder,
  warrantyIssuesCount: z.number().int(),
  reorderIssuesCount: z.number().int(),
};

export const ZAdjustment = z
  .object({
    ...common,
    screens: z.array(ZAdjustmentItem),
    roofs: z.array(ZAdjustmentItem),
    parts: z.array(ZAdjustmentItem),
    currency: z.enum(priceGroups).describe("The order's currency: every reorder Price is in it"),
    reviewerNotes: z.string().optional().describe('Reviewers only: never sent to the requester'),
    shippingAgent: z.string().nullable().optional(),
    trackingNumber: z.string().nullable().optional(),
  })
  .meta({ id: 'Adjustment', description: 'An order adjustment with its items and the issues the reader may see' });
export type TAdjustment = z.output<typeof ZAdjustment>;

export const ZAdjustmentListItem = z.object(common).meta({ id: 'AdjustmentListItem', description: 'An adjustment as the lists show it' });
export type TAdjustmentListItem = z.output<typeof ZAdjustmentListItem>;

export const ZAdjustmentList = pageOf(ZAdjustmentListItem, { id: 'AdjustmentList', things: 'adjustments' });

export const ZIssueAttachments = z
  .object({ attachments: z.array(ZIssueAttachment) })
  .meta({ id: 'IssueAttachments', description: "The issue's images, each with a signed link that expires" });
export type TIssueAttachments = z.output<typeof ZIssueAttachments>;

export const ZAdjustmentMessage = z
  .object({ message: z.string().describe('For people') })
  .meta({ id: 'AdjustmentMessage', description: 'Done: what happened, for people' });

export const ZAdjustmentId = z.object({ id: z.uuid({ error: 'Invalid adjustment id' }) });
export const ZIssueId = z.object({ id: z.uuid({ error: 'Invalid issue id' }) });
export const ZIssueAttachmentId = z.object({ id: z.uuid({ error: 'Invalid issue id' }), attachmentId: z.uuid({ error: 'Invalid attachment id' }) });
