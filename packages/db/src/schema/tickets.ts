import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ticketStatuses, ticketTypes } from '@portal/domain/tickets/ticket-status';
import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { users } from './users';

/**
 * Support tickets (portal.md §3 Ticket). Deleting the dealer keeps the ticket (owner set null)
 * with its frozen user details; the customer is frozen when it is filed (the team key) and is
 * not a foreign key, as for orders. `isOpen` is always "status is not Closed" (domain
 * tickets/ticket-rules.ts). Every list reads an index in its order (updated, id).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people quote: 1, 2, 3 … */
    ticketNumber: integer('ticket_number').generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: ticketTypes }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('New'),
    isOpen: boolean('is_open').notNull().default(true),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id'),
    userDetails: jsonb('user_details').$type<TicketView['userDetails']>().notNull(),
    /** The admin list's dealer column and filter: the customer's name when filed (its number, or the user's name, without one). */
    dealerName: text('dealer_name').notNull(),
    /** Kept with each reply (under the ticket's row lock), so the replies per ticket are bounded without counting them. */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_owner_list_idx').on(t.ownerId, t.updatedAt, t.id),
    index('tickets_owner_status_idx').on(t.ownerId, t.status),
    index('tickets_customer_list_idx').on(t.customerId, t.updatedAt, t.id),
    index('tickets_customer_status_idx').on(t.customerId, t.status),
    index('tickets_updated_idx').on(t.updatedAt, t.id),
    index('tickets_status_updated_idx').on(t.status, t.updatedAt, t.id),
  ],
);

/** The conversation of a ticket, oldest first; the author's name is kept as it was. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    isStaff: boolean('is_staff').notNull(),
    /** 1, 2, 3 … in the ticket (its reply count when written, under the ticket's lock): the conversation's order, never a tie. */
    position: integer('position').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_replies_position_idx').on(t.ticketId, t.position)],
);
