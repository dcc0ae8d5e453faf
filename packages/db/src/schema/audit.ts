import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Back-office changes (pricing rules, tiers, customer tiers, permission grants, feature flags):
 * who, when, what, before and after. The actor's name is frozen at the time of the change so the
 * history still reads right after the account is renamed or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    area: text('area', { enum: ['pricingRule', 'customerTier', 'customer', 'permission', 'setting'] }).notNull(),
    /** The changed record as people read it: a rule name, a tier name, a customer id, a user's email or a setting key. */
    entity: text('entity').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_area_at_idx').on(t.area, t.at)],
);
