import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The Idempotency-Key of each order save (issue 20): written in the transaction of the save, so
 * a key is stored exactly when its order write committed. A retry with the same key and the same
 * request answers the order again instead of saving twice (or answering 409). Keys belong to the
 * account that sent them and expire after 24 hours (queries/idempotency-keys.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the parsed save input: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The order the save wrote (not a foreign key: a deleted order leaves the key answering 404). */
    orderId: uuid('order_id').notNull(),
    /** The status the save answered (201 created, 200 updated); null until the save's write is done. */
    responseStatus: integer('response_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
