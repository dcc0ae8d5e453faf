import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide settings shared by every API instance: feature flags. Never a secret (anyone reading the database reads it). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
