import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { warrantyStatuses, type WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import type { WarrantyItemView, WarrantyUserDetails } from '@portal/domain/warranty/warranty-view-schemas';
import { orders } from './orders';
import { users } from './users';

/** One entry of a request's history: filed (from null), or a status change; the name as it was then. */
export interface StoredWarrantyTransition {
  at: string;
  by: string;
  from: WarrantyStatus | null;
  to: WarrantyStatus;
}

/**
 * Warranty requests (portal.md §3 Warranty request). Like orders, nothing entered is lost when
 * the dealer's account is deleted (owner set null, userDetails kept). The team key is the order's
 * ERP customer. An order with requests cannot be deleted (only drafts and rejected orders can be,
 * and requests are filed on approved or shipped ones); the key says so. Lists read newest first
 * (created, id), which never changes, so paging is stable while statuses move.
 */
export const warrantyRequests = pgTable(
  'warranty_requests',
  {
    id: uuid('id').primaryKey(),
    /** The number people quote ('W-00012'), given by the database. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderName: text('order_name').notNull(),
    /** The order's portal number (P-000123), kept beside its name: the request names its order by both. */
    orderPortalNumber: text('order_portal_number').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order's ERP customer: the team that sees the request. */
    customerId: text('customer_id').notNull(),
    /** The dealer (customer) name when filed: the admin list's dealer column. */
    dealerName: text('dealer_name').notNull(),
    userDetails: jsonb('user_details').$type<WarrantyUserDetails>().notNull(),
    status: text('status', { enum: warrantyStatuses }).notNull().default('New'),
    message: text('message').notNull(),
    items: jsonb('items').$type<WarrantyItemView[]>().notNull(),
    itemsCount: integer('items_count').notNull(),
    history: jsonb('history').$type<StoredWarrantyTransition[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warranty_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('warranty_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('warranty_created_idx').on(t.createdAt, t.id),
    index('warranty_status_idx').on(t.status, t.createdAt, t.id),
    index('warranty_order_idx').on(t.orderId, t.createdAt, t.id),
  ],
);
