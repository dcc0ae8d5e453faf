import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SalesOrderHeader, SequencedSalesOrderLine } from '@portal/domain/erp-sync/sales-order-document';
import { orders } from './orders';

/** A shipped quantity of one sales order line (its `sequence`). */
export interface StoredShipmentLine {
  sequence: number;
  lineObjectNumber: string;
  quantity: number;
}

/** The job's own states: an order without a row is `not-sent` (domain erp-sync/erp-sync.ts). */
export const erpSyncJobStatuses = ['queued', 'sent', 'failed'] as const;
export type ErpSyncJobStatus = (typeof erpSyncJobStatuses)[number];

/**
 * One row per order the ERP must hold (issue 30): written in the approval's transaction, so the
 * job exists exactly when the approval committed; the worker of any API instance
 * (apps/api/src/modules/erp-sync/erp-sync-worker.ts) claims it, creates the sales order and keeps
 * the row, marked sent with the ERP's number.
 */
export const erpSync = pgTable(
  'erp_sync',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: erpSyncJobStatuses }).notNull().default('queued'),
    /** Attempts since the job was queued (or retried), counted when a worker claims it. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: now when queued, the backoff after a failed attempt, the claim's lease while one works on it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim holding the job: a worker writes only a job it still holds (its lease may have passed to another). */
    claim: uuid('claim'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    salesOrderId: text('sales_order_id'),
    salesOrderNumber: text('sales_order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's query: the due queued jobs, soonest first.
    index('erp_sync_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // The admin list's sync filter (a few failed or queued orders among many sent).
    index('erp_sync_status_idx').on(t.status, t.orderId),
    check('erp_sync_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** Where the sample ERP's sales order numbers come from (S-ORD-10001, …). */
export const sampleErpSalesOrderNumbers = pgSequence('sample_erp_sales_order_numbers', { startWith: 10001 });

/**
 * The built-in sample ERP's sales orders (no Business Central configured): what the portal sent,
 * kept so that `npm start` shows the round trip. The external document number is unique here, so
 * the sample can never hold two sales orders for one portal order.
 */
export const sampleErpSalesOrders = pgTable('sample_erp_sales_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number')
    .notNull()
    .unique('sample_erp_sales_orders_number_key')
    .default(sql`('S-ORD-' || nextval('sample_erp_sales_order_numbers'))`),
  externalDocumentNumber: text('external_document_number').notNull().unique('sample_erp_sales_orders_external_key'),
  header: jsonb('header').$type<SalesOrderHeader>().notNull(),
  lines: jsonb('lines').$type<SequencedSalesOrderLine[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shipments the ERP posted for the portal's orders (issue 30, point 4), as the poller read
 * them: one row per ERP shipment id, inserted once (the dealer's mail for it is written in the same
 * transaction, so one shipment is one mail, across restarts and instances).
 */
export const erpShipments = pgTable(
  'erp_shipments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** yyyy-mm-dd, as the ERP dates it. */
    shipmentDate: text('shipment_date').notNull(),
    shippingAgent: text('shipping_agent'),
    trackingNumber: text('tracking_number'),
    lines: jsonb('lines').$type<StoredShipmentLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erp_shipments_order_idx').on(t.orderId, t.shipmentDate)],
);

/** The invoices the ERP posted for the portal's orders: listed on the order; their PDFs are read from the ERP when asked. */
export const erpInvoices = pgTable(
  'erp_invoices',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    /** The total including tax, in cents of `currency`. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erp_invoices_order_idx').on(t.orderId, t.invoiceDate)],
);

export const sampleErpShipmentNumbers = pgSequence('sample_erp_shipment_numbers', { startWith: 102001 });
export const sampleErpInvoiceNumbers = pgSequence('sample_erp_invoice_numbers', { startWith: 103001 });

/** The sample ERP's posted shipments (an administrator posts them from the order desk when no Business Central is configured). */
export const sampleErpShipments = pgTable('sample_erp_shipments', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number')
    .notNull()
    .default(sql`('S-SHP-' || nextval('sample_erp_shipment_numbers'))`),
  orderNumber: text('order_number').notNull(),
  shipmentDate: text('shipment_date').notNull(),
  shippingAgentCode: text('shipping_agent_code').notNull(),
  packageTrackingNo: text('package_tracking_no').notNull(),
  lines: jsonb('lines').$type<StoredShipmentLine[]>().notNull(),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sample ERP's posted invoices. */
export const sampleErpInvoices = pgTable('sample_erp_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number')
    .notNull()
    .default(sql`('S-INV-' || nextval('sample_erp_invoice_numbers'))`),
  orderNumber: text('order_number').notNull(),
  invoiceDate: text('invoice_date').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  currencyCode: text('currency_code').notNull(),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
});
