import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mailStatuses, mailTransports } from '@portal/domain/mail/mail-schemas';

/** A mail's states and what took a sent one, as the domain names them (Admin → Mail shows both). */
export const outboxStatuses = mailStatuses;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const outboxTransports = mailTransports;
export type OutboxTransport = (typeof outboxTransports)[number];

/**
 * Every message the product sends (a transactional outbox, issue 20): written in the transaction of
 * the change it reports, so a mail exists exactly when its change committed; the worker of any API
 * instance (apps/api/src/adapters/mail/outbox-worker.ts) delivers it and keeps the row, marked sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    /** Deliveries tried, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: now for a new row, the backoff after a failure, the claim's lease while one sends it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Recorded per row rather than read from this process's SMTP_URL: the outbox outlives a change of
     * configuration, and another instance (or an earlier start) may have delivered it another way.
     * Null until sent, and for the mail sent before it was recorded (migration 0023).
     */
    deliveredBy: text('delivered_by', { enum: outboxTransports }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The worker's query: the due pending rows, soonest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_delivered_by_check', sql`${t.deliveredBy} in ('smtp', 'log')`),
  ],
);
