import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderStatuses, type OrderStatus } from '@portal/domain/orders/order-status';
import type { OrderLineChange } from '@portal/domain/orders/order-line-changes';
import type { LineProduction } from '@portal/domain/orders/production-status';
import type { OrderLines, OrderView } from '@portal/domain/orders/order-view';
import { erpCustomers } from './customers';
import { users } from './users';

/** The lines column: the domain's OrderLines. */
export type StoredOrderLines = OrderLines;

/** The dealer lists' other sort keys (portal.md §2 Dealer order list). */
const dealerSortKeys = (t: {
  createdAt: AnyPgColumn;
  totalPrice: AnyPgColumn;
  shippingDate: AnyPgColumn;
  orderNumber: AnyPgColumn;
  status: AnyPgColumn;
  nameKey: AnyPgColumn;
}) => [t.createdAt, t.totalPrice, t.shippingDate, t.orderNumber, t.status, t.nameKey];

/**
 * Drafts and carts are the dealer's private work, and an order awaiting the team's own approval
 * (issue 32) is the team's business: the admin list never shows them.
 */
const privateStatuses: OrderStatus[] = ['DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL'];

/**
 * The orders the admin list may show, written as its statements write it (queries/order-lists.ts),
 * so PostgreSQL sees that they imply the predicate of the partial indexes below.
 */
export const adminVisible = (t: { status: AnyPgColumn }): SQL => sql`${t.status} not in (${sql.raw(privateStatuses.map((s) => `'${s}'`).join(', '))})`;

/**
 * Orders (portal.md §3 Cart / Order). Nothing entered may be lost: deleting the owner keeps the
 * order (owner set null) with its frozen user details. Money is integer cents; the priced lines
 * with their breakdowns are stored as placed, so a later catalog change never rewrites them.
 * Every list filter and sort has an index ending in id (the tie-breaker of stable paging).
 */
/** Where portal order numbers come from: drawn at an order's first save, never given back (a rolled-back save skips one). */
export const orderPortalNumbers = pgSequence('order_portal_numbers');

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /**
     * The portal order number (`P-000123`: domain orders/portal-number.ts), drawn from the sequence
     * by the database at the order's first save, whatever writes it (migration 0024's function
     * `portal_number_of`), unique across customers and never reused; sent to the ERP as the sales
     * order's external document number.
     */
    portalNumber: text('portal_number')
      .notNull()
      .unique('orders_portal_number_key')
      .default(sql`portal_number_of(nextval('order_portal_numbers'))`),
    orderName: text('order_name').notNull(),
    orderNumber: text('order_number').notNull().default(''),
    salesOrderNumber: text('sales_order_number'),
    status: text('status', { enum: orderStatuses }).notNull(),
    transfer: boolean('transfer').notNull().default(false),
    /** ERP customer ids of a material transfer. */
    sender: text('sender'),
    receiver: text('receiver'),
    extraDetails: text('extra_details').notNull().default(''),
    quoteIds: text('quote_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shippingAgent: text('shipping_agent'),
    trackingNumber: text('tracking_number'),
    shippingDate: timestamp('shipping_date', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The day the manufacturer promised the order ships (issue 32), fixed at approval; later moves are in its history. */
    promisedShipDate: date('promised_ship_date', { mode: 'string' }),
    /** Each line's production status since approval, by line id (issue 32): the lines themselves stay as priced. */
    lineProduction: jsonb('line_production').$type<Record<string, LineProduction>>().notNull().default({}),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    userDetails: jsonb('user_details').$type<OrderView['userDetails']>().notNull(),
    /** The owner's ERP customer when the order was created: the team key. Not a foreign key: orders outlive customers. */
    customerId: text('customer_id').notNull(),
    /**
     * The customer's `erp_customers.short_id` (null while no customer has the id), set by the
     * database (trigger orders_customer_short_id, migration 0012) whatever writes the order: the
     * admin list's walk indexes carry it in place of the text id. Its key (migration 0013) keeps
     * every order's short id at most the largest customer's, which bounds the dealer filter's bit
     * string (queries/order-lists.ts `matchedBits`).
     */
    customerShortId: integer('customer_short_id').references(() => erpCustomers.shortId),
    priceGroup: text('price_group', { enum: ['USD', 'CAD'] }).notNull(),
    tierRateBp: integer('tier_rate_bp').notNull(),
    /** The customer's display name when the order was created (the admin list's dealer column). */
    dealerName: text('dealer_name').notNull(),
    /** The dealer sort key: a plain column, so the dealer index can answer the list without the rows. */
    dealerKey: text('dealer_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${orders.dealerName})`),
    /** The order name sort key, for the same reason. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${orders.orderName})`),
    screensTotal: bigint('screens_total', { mode: 'number' }).notNull(),
    roofsTotal: bigint('roofs_total', { mode: 'number' }).notNull(),
    partsTotal: bigint('parts_total', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<StoredOrderLines>().notNull(),
    /**
     * Raised by every write of the order (queries/orders.ts updateOrder): a save that names the
     * version it was loaded at is refused once another write came between (a stale tab).
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // My orders: the owner's, in the default sort (updated), carrying every other sort key: one
    // dealer's few hundred orders are sorted from the index alone.
    index('orders_owner_list_idx').on(t.ownerId, t.updatedAt, t.id, ...dealerSortKeys(t)),
    // Team orders: a customer's whole history, one index per sort key, so any page at any sort is
    // read in order rather than sorting the team's orders (0.3 ms for 1,000, growing with them).
    // Those the admin list also sorts by carry its status and currency filters: a dealer filter
    // matching few customers walks each one's index (queries/order-lists.ts), reading the
    // filters from it; without them PostgreSQL walked a status index past every other customer's
    // orders instead (10 ms against 1 ms for 15 customers, one status, first page).
    index('orders_customer_list_idx').on(t.customerId, t.updatedAt, t.id, t.status, t.priceGroup),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt, t.id, t.status, t.priceGroup),
    index('orders_customer_total_idx').on(t.customerId, t.totalPrice, t.id, t.status, t.priceGroup),
    index('orders_customer_shipped_idx').on(t.customerId, t.shippingDate, t.id),
    index('orders_customer_number_idx').on(t.customerId, t.orderNumber, t.id),
    index('orders_customer_status_idx').on(t.customerId, t.status, t.updatedAt, t.id, t.priceGroup),
    index('orders_customer_name_idx').on(t.customerId, t.nameKey, t.id, t.status, t.priceGroup),
    // The dealer sort: the page's few (customer, dealer name) groups, each read from its place (queries/order-lists.ts).
    index('orders_customer_dealer_idx').on(t.customerId, t.dealerKey, t.id, t.status, t.priceGroup),
    // Admin list: each sort walks its own index and reads the status, currency and customer
    // filters from it (index-only: no wide row is touched until the page is known).
    index('orders_updated_idx').on(t.updatedAt, t.id, t.status, t.priceGroup, t.customerShortId),
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.priceGroup, t.customerShortId),
    index('orders_name_idx').on(t.nameKey, t.id, t.status, t.priceGroup, t.customerShortId),
    index('orders_total_idx').on(t.totalPrice, t.id, t.status, t.priceGroup, t.customerShortId),
    // Status filters (and the status sort), with and without the currency filter; also the counts.
    index('orders_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // One status filtered, sorted by any other admin sort key: the page in order from the index,
    // at any offset, the currency and customer filters read from it.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id, t.priceGroup, t.customerShortId),
    index('orders_status_name_idx').on(t.status, t.nameKey, t.id, t.priceGroup, t.customerShortId),
    index('orders_status_total_idx').on(t.status, t.totalPrice, t.id, t.priceGroup, t.customerShortId),
    index('orders_group_status_updated_idx').on(t.priceGroup, t.status, t.updatedAt, t.id),
    // The currency filter under the sorts above: only that currency's orders the admin may see
    // are walked (for CAD, a third of them, the others were passed over one by one). The admin
    // statements write the private statuses' exclusion in, so these partial indexes serve them.
    index('orders_group_updated_idx').on(t.priceGroup, t.updatedAt, t.id, t.status, t.customerShortId).where(adminVisible(t)),
    index('orders_group_created_idx').on(t.priceGroup, t.createdAt, t.id, t.status, t.customerShortId).where(adminVisible(t)),
    index('orders_group_name_idx').on(t.priceGroup, t.nameKey, t.id, t.status, t.customerShortId).where(adminVisible(t)),
    index('orders_group_total_idx').on(t.priceGroup, t.totalPrice, t.id, t.status, t.customerShortId).where(adminVisible(t)),
    // Material transfers naming a customer whose name changed: their list items are rebuilt.
    index('orders_sender_idx')
      .on(t.sender)
      .where(sql`${t.sender} is not null`),
    index('orders_receiver_idx')
      .on(t.receiver)
      .where(sql`${t.receiver} is not null`),
    // Late orders (the order desk's filter and count): approved ones by their promise.
    index('orders_promised_idx')
      .on(t.promisedShipDate, t.id)
      .where(sql`${t.status} = 'APPROVED'`),
    // The staff dashboard's on-time rate (queries/dashboard.ts): the months' shipped orders that had a promise, read from the index alone
    // (without it every shipped order, most of the table, was read: 156 ms for 200,000 orders, 70 ms with it for the 80,000 of a year).
    index('orders_shipped_promised_idx')
      .on(t.shippingDate, t.promisedShipDate)
      .where(sql`${t.status} = 'Shipped' and ${t.promisedShipDate} is not null`),
    // The ERP's shipments and invoices name the sales order: the poller finds the portal's order by it.
    index('orders_sales_order_number_idx')
      .on(t.salesOrderNumber)
      .where(sql`${t.salesOrderNumber} is not null`),
  ],
);

/**
 * Each order as a list row shows it (portal.md §2 order lists: the order with its lines without
 * breakdowns and kits, its history), serialized when the order is written, so a page of the lists
 * is read and sent without building a JSON value per order. Written in the transaction of every
 * order change; a missing item, or one of an older `format`, is rebuilt when a list reads it
 * (modules/orders/order-list-items.ts), and a server may keep copies by version. Items are stored uncompressed in the row (migration 0005:
 * storage MAIN, toast_tuple_target 8160): reading one costs no decompression.
 */
export const orderListItemVersions = pgSequence('order_list_item_versions');

export const orderListItems = pgTable('order_list_items', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** Drawn anew from the sequence whenever the item is written: a copy with this version is this item. */
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('order_list_item_versions')`),
  format: integer('format').notNull(),
  item: text('item').notNull(),
});

/**
 * Every status change of an order (who, when, from, to, why) and every change an administrator
 * made to a submitted order's lines (from = to, with the changed lines). Kept with the order.
 */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Frozen: the history still reads after the account is deleted. */
    byName: text('by_name').notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    reason: text('reason'),
    changes: jsonb('changes')
      .$type<OrderLineChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_transitions_order_idx').on(t.orderId, t.at),
    // The staff dashboard (queries/dashboard.ts): the submissions of the last 12 weeks and the approvals of the last 90 days, by
    // status and time; only the order's index, every transition of every order was read.
    index('order_transitions_status_at_idx').on(t.toStatus, t.at, t.orderId),
  ],
);

/**
 * How many orders each customer has per dealer name (as sorted: `dealer_key`), currency and
 * status, kept in the transaction of every insert, status change and delete (queries/orders.ts).
 * The lists' totals are sums over a few hundred of these rows instead of counting up to 200,000
 * orders on every page; the admin list sorted by dealer skips whole customers by them.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    customerId: text('customer_id').notNull(),
    /** The customer's short id, set by the database as the orders' is (migration 0013): the dealer filter tests it. */
    customerShortId: integer('customer_short_id').references(() => erpCustomers.shortId),
    /** The orders' `dealer_key`: the dealer sort's first key, fixed when an order is created. */
    dealerKey: text('dealer_key').notNull(),
    priceGroup: text('price_group', { enum: ['USD', 'CAD'] }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.dealerKey, t.priceGroup, t.status] })],
);
