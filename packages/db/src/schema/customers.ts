import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Customer tiers (portal.md §3): the rate multiplies prices when above 0. */
export const customerTiers = pgTable('customer_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** The tier rate in ten-thousandths (0.85 is 8500): exact, no float in the database. */
  rateBp: integer('rate_bp').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** ERP (Business Central) customers: price group, tier, sender/receiver flag. */
export const erpCustomers = pgTable(
  'erp_customers',
  {
    id: text('id').primaryKey(),
    /**
     * A small number standing for the customer in the admin list's walk indexes and counters
     * (`customer_short_id`, kept by a trigger): a dealer filter tests each walked row's customer
     * as one bit of the matched customers' bit string (queries/order-lists.ts `matchedBits`).
     */
    shortId: integer('short_id').generatedAlwaysAsIdentity().notNull().unique(),
    displayName: text('display_name').notNull(),
    /**
     * The name in lower case, for the admin order list's dealer filter: a `like` on it costs a
     * fifth of an `ilike` on the name (0.02 against 0.1 ms for 206 customers).
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${erpCustomers.displayName})`),
    priceGroup: text('price_group', { enum: ['USD', 'CAD'] }).notNull(),
    tierId: uuid('tier_id').references(() => customerTiers.id, { onDelete: 'set null' }),
    isSenderReceiver: boolean('is_sender_receiver').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erp_customers_display_name_idx').on(t.displayName)],
);
