import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per signed-in session: the token carries its id (`sid`), and a token is accepted only
 * while its row exists. Signing out deletes the row; an expired row is pruned at a later sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random (crypto.randomUUID), made by the API at sign-in. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its token expires; only pruning reads it (the token's own expiry is checked first). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
