import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Modifications } from '@portal/domain/adjustments/adjustment-aggregate';
import { adjustmentStatuses, adjustmentTypes, adjustmentRoles, issueResolutionStatuses } from '@portal/domain/adjustments/adjustment-status';
import { itemTypes } from '@portal/domain/adjustments/issue-types';
import type { TIssueCatalogueItem, TIssuePortalItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { orders } from './orders';
import { users } from './users';

/**
 * Order adjustments (adjustments-and-pricing.md §3, issue 19): an adjustment of an approved or
 * shipped order, an issue per ordered line and issue type opened when a request is added there
 * (issue 26; adjustments made before hold one per issue type of every line), their comments and images.
 *
 * The team key is the order's ERP customer, as for warranty requests. An order with adjustments
 * cannot be deleted (only drafts and rejected orders are deletable, adjustments need an approved
 * or shipped one): the key says so. The request counts are kept on write so the lists read one
 * row per adjustment; lists end their sort in the id, so paging is stable.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The requester: the dealer who created it, or the order's owner when an administrator did. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order's ERP customer: the team that sees the adjustment. */
    customerId: text('customer_id').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: adjustmentStatuses }).notNull().default('Draft'),
    /** The reviewers' private memo: never in an answer to a requester. */
    reviewerNotes: text('reviewer_notes').notNull().default(''),
    shippingAgent: text('shipping_agent'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    warrantyIssuesCount: integer('warranty_issues_count').notNull().default(0),
    reorderIssuesCount: integer('reorder_issues_count').notNull().default(0),
    /** Raised by every write (the row is locked for each, so writes serialize; the version tells a reader it changed). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('adjustments_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('adjustments_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('adjustments_created_idx').on(t.createdAt, t.id),
    index('adjustments_status_idx').on(t.status, t.createdAt, t.id),
    index('adjustments_order_idx').on(t.orderId, t.createdAt, t.id),
  ],
);

/** One issue slot of an ordered line: its request type, status, reason and modifications. */
export const adjustmentIssues = pgTable(
  'adjustment_issues',
  {
    id: uuid('id').primaryKey(),
    adjustmentId: uuid('adjustment_id')
      .notNull()
      .references(() => adjustments.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: itemTypes }).notNull(),
    /** The ordered line (screenId, roofId, partId). */
    itemId: text('item_id').notNull(),
    /** The line's place in its section of the order, then the issue type's place in its kind's list. */
    itemPosition: integer('item_position').notNull(),
    issuePosition: integer('issue_position').notNull(),
    issueType: text('issue_type').notNull(),
    adjustmentType: text('adjustment_type', { enum: adjustmentTypes }).notNull().default('None'),
    resolutionStatus: text('resolution_status', { enum: issueResolutionStatuses }).notNull().default('Draft'),
    description: text('description').notNull().default(''),
    modifications: jsonb('modifications').$type<Modifications>().notNull().default({}),
    /** Parts: the catalogue item and the family and options the line ordered (as the API answers them). */
    bcItem: jsonb('bc_item').$type<TIssueCatalogueItem>(),
    portalItem: jsonb('portal_item').$type<TIssuePortalItem>(),
    /** How many of the item the order holds: a requester's warranty cannot claim more. */
    orderedQuantity: integer('ordered_quantity').notNull(),
  },
  (t) => [index('adjustment_issues_adjustment_idx').on(t.adjustmentId, t.itemPosition, t.issuePosition)],
);

export const adjustmentComments = pgTable(
  'adjustment_comments',
  {
    id: uuid('id').primaryKey(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => adjustmentIssues.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: adjustmentRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adjustment_comments_issue_idx').on(t.issueId, t.createdAt, t.id)],
);

/** An image of an issue: stored in the attachments bucket under `{adjustmentId}/{issueId}/{uuid}-{name}`. */
export const adjustmentAttachments = pgTable(
  'adjustment_attachments',
  {
    id: uuid('id').primaryKey(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => adjustmentIssues.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The side that attached it: a reviewer deletes only reviewers' images, the dealer's evidence is the dealer's (issue 26). */
    addedByRole: text('added_by_role', { enum: adjustmentRoles }).notNull().default('requester'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adjustment_attachments_issue_idx').on(t.issueId, t.createdAt, t.id)],
);
