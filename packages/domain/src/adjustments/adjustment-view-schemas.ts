import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import { pageOf } from '../paging/page';
import { adjustmentRoles, adjustmentStatuses, adjustmentTypes, issueResolutionStatuses } from './adjustment-status';
import { itemTypes } from './issue-types';
import { ZOrderPartLine, ZOrderRoofLine, ZOrderScreenLine } from '../orders/order-view-schemas';

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
    versions: z
      .object({ small: z.string(), medium: z.string(), large: z.string() })
      .optional()
      .describe(
        'Its 300, 600 and 900 px wide versions, the sizes a page shows it at, as a library photo has them (small is previewUrl); ' +
          'links that expire in minutes (images stored before the versions existed have none)',
      ),
  })
  .meta({ id: 'IssueAttachment', description: 'An image attached to an issue' });
export type TIssueAttachment = z.output<typeof ZIssueAttachment>;

/** Parts: the catalogue item an issue's line ordered, as the order stored it (adjustment-records.ts issueRowOf). */
export const ZIssueCatalogueItem = z
  .object({
    id: ZOrderPartLine.shape.id,
    number: z.string().describe('The item number'),
    displayName: z.string(),
    displayName2: z.string().nullable(),
    itemCategoryCode: z.string(),
    attributes: ZOrderPartLine.shape.attributes,
  })
  .meta({ id: 'IssueCatalogueItem', description: 'The catalogue item of a part issue: the item the order line holds' });
export type TIssueCatalogueItem = z.output<typeof ZIssueCatalogueItem>;

/** Parts: the family and options an issue's line ordered. */
export const ZIssuePortalItem = z
  .object({
    family: ZOrderPartLine.shape.family,
    options: ZOrderPartLine.shape.options,
  })
  .meta({ id: 'IssuePortalItem', description: 'The portal item of a part issue: its family and the options the order line chose' });
export type TIssuePortalItem = z.output<typeof ZIssuePortalItem>;

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
    bcItem: ZIssueCatalogueItem.nullable().optional().describe('Parts only: the catalogue item the line ordered (null for an issue stored without it)'),
    portalItem: ZIssuePortalItem.nullable()
      .optional()
      .describe('Parts only: the part family and options the line ordered (null for an issue stored without it)'),
  })
  .meta({ id: 'AdjustmentIssue', description: 'An issue of an ordered item: a request type, its status, reason, modifications, comments and images' });
export type TAdjustmentIssue = z.output<typeof ZAdjustmentIssue>;

/**
 * An ordered line of the adjustment's order (the order's own line schema, a named component) and
 * the issues the reader may see of it.
 */
const adjustmentItem = <L extends z.ZodType>(id: string, what: string, line: L) =>
  z.object({ item: line, issues: z.array(ZAdjustmentIssue) }).meta({
    id,
    description: `An ordered ${what}: item is the line as the order stores it (without breakdown and kits, as the order lists show it), with its issues`,
  });

export const ZAdjustmentScreenItem = adjustmentItem('AdjustmentScreenItem', 'screen', ZOrderScreenLine);
export const ZAdjustmentRoofItem = adjustmentItem('AdjustmentRoofItem', 'roof', ZOrderRoofLine);
export const ZAdjustmentPartItem = adjustmentItem('AdjustmentPartItem', 'part', ZOrderPartLine);

export const ZAdjustmentOrder = z.object({
  _id: z.string(),
  portalNumber: z.string().describe('The portal order number (P-000123)'),
  orderName: z.string(),
  orderDate: isoDate('Ordered').nullable(),
});

const common = {
  _id: z.string(),
  description: z.string().describe('The adjustment name'),
  status: z.enum(adjustmentStatuses),
  createdAt: isoDate('Created'),
  order: ZAdjustmentOrder,
  dealer: z
    .object({
      customerName: z.string().nullable().describe("The requester's ERP customer (the dealer)"),
      userName: z.string().nullable().describe('The portal user who asks'),
    })
    .describe('Who is asking'),
  warrantyIssuesCount: z.number().int(),
  reorderIssuesCount: z.number().int(),
};

export const ZAdjustment = z
  .object({
    ...common,
    screens: z.array(ZAdjustmentScreenItem),
    roofs: z.array(ZAdjustmentRoofItem),
    parts: z.array(ZAdjustmentPartItem),
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
