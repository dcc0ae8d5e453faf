import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid, date, boolean } from 'drizzle-orm/pg-core';
import type { OrderView } from '@portal/domain/orders/order-view';
import { quoteStatuses } from '@portal/domain/quotes/quote-schemas';
import type { Markups } from '@portal/domain/quotes/retail-prices';
import type { TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { orders } from './orders';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A team's quote settings (issue 31): the markups and the company block its quotes print, and
 * its logo (a PNG the server re-encoded from the upload, at most 600 px wide: small enough to
 * live in the row). A team is the dealers of one ERP customer.
 */
export const quoteSettings = pgTable('quote_settings', {
  /** The team: its ERP customer number (no foreign key: a customer the ERP drops keeps its settings). */
  customerId: text('customer_id').primaryKey(),
  markups: jsonb('markups').$type<Markups>().notNull(),
  company: jsonb('company').$type<TQuoteSettings['company']>().notNull(),
  allowBelowCost: boolean('allow_below_cost').notNull().default(false),
  logo: bytea('logo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where quote numbers come from (Q-000001): drawn once, never given back. */
export const quoteNumbers = pgSequence('quote_numbers');

/**
 * Customer quotes (issue 31): the order as it was when quoted (its lines and portal prices, a
 * copy, so a later change of the order or of the prices never changes a quote a customer holds)
 * and the dealer's markups. A quote belongs to the team (ERP customer) that made it.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .unique('quotes_number_key')
      .default(sql`nextval('quote_numbers')`),
    /** The team that made it (no foreign key: nothing a dealer entered goes with an ERP customer). */
    customerId: text('customer_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    order: jsonb('order').$type<OrderView>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    markups: jsonb('markups').$type<Markups>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: quoteStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_customer_idx').on(t.customerId, t.createdAt, t.id), check('quotes_status_check', sql`${t.status} in ('open', 'won', 'lost')`)],
);
