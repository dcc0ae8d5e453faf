import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TicketStatus } from '@portal/domain/tickets/ticket-status';
import type { DbOrTx } from '../create-db';
import { ticketReplies, tickets } from '../schema/tickets';
import { containing } from './like-pattern';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Omit<typeof tickets.$inferInsert, 'id' | 'ticketNumber' | 'status' | 'isOpen' | 'replyCount' | 'createdAt' | 'updatedAt'>;
export type TicketReplyRow = typeof ticketReplies.$inferSelect;

export async function insertTicket(db: DbOrTx, values: NewTicketRow): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  if (!row) throw new Error('the ticket was not inserted');
  return row;
}

export async function getTicket(db: DbOrTx, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

/** The ticket locked for the rest of the transaction: two changes or replies never interleave. */
export async function lockTicket(db: DbOrTx, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row;
}

export async function updateTicket(db: DbOrTx, id: string, values: Partial<Pick<TicketRow, 'name' | 'message' | 'status' | 'isOpen'>>): Promise<void> {
  await db
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id));
}

/** Adds a reply after the ticket's last one (call with the ticket locked) and marks the ticket changed. */
export async function insertTicketReply(
  db: DbOrTx,
  ticket: Pick<TicketRow, 'id' | 'replyCount'>,
  reply: { authorId: string; authorName: string; isStaff: boolean; message: string },
): Promise<void> {
  const position = ticket.replyCount + 1;
  await db.insert(ticketReplies).values({ ...reply, ticketId: ticket.id, position });
  await db.update(tickets).set({ replyCount: position, updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
}

/** The conversation, oldest first (bounded by the replies-per-ticket limit). */
export async function listTicketReplies(db: DbOrTx, ticketId: string): Promise<TicketReplyRow[]> {
  return db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, ticketId)).orderBy(asc(ticketReplies.position));
}

/** Whose tickets a list shows: one account's, one ERP customer's, or every one. */
export type TicketScope = { ownerId: string } | { customerId: string } | 'all';

export interface TicketListParams {
  scope: TicketScope;
  statuses?: TicketStatus[] | undefined;
  /** Part of the dealer name or of the filer's name, taken literally (%, _ and \ included), case-insensitive. */
  dealerName?: string | undefined;
  /** Part of the ticket's number, name or message, taken literally, case-insensitive. */
  search?: string | undefined;
  offset: number;
  limit: number;
}

/** The text filters of a list; a dealer's tickets are read through the owner's or customer's index, then tested. */
export type TicketTextFilters = Pick<TicketListParams, 'dealerName' | 'search'>;

/** '#42', '0042' or '42': the ticket number a search names; anything else names none. */
function ticketNumberOf(search: string): string | null {
  return /^#?0*(\d+)$/.exec(search)?.[1] ?? null;
}

function textWhere({ dealerName, search }: TicketTextFilters): SQL | undefined {
  const number = search ? ticketNumberOf(search) : null;
  return and(
    dealerName ? or(ilike(tickets.dealerName, containing(dealerName)), ilike(sql`${tickets.userDetails}->>'userName'`, containing(dealerName))) : undefined,
    search
      ? or(
          ilike(tickets.name, containing(search)),
          ilike(tickets.message, containing(search)),
          number ? sql`${tickets.ticketNumber}::text like ${containing(number)}` : undefined,
        )
      : undefined,
  );
}

function scopeWhere(scope: TicketScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'ownerId' in scope ? eq(tickets.ownerId, scope.ownerId) : eq(tickets.customerId, scope.customerId);
}

/** One page, newest change first (id breaks ties, so paging is stable), and how many match. */
export async function listTickets(db: DbOrTx, p: TicketListParams): Promise<{ rows: TicketRow[]; total: number }> {
  const where = and(scopeWhere(p.scope), p.statuses ? inArray(tickets.status, p.statuses) : undefined, textWhere(p));
  const rows = await db.select().from(tickets).where(where).orderBy(desc(tickets.updatedAt), desc(tickets.id)).limit(p.limit).offset(p.offset);
  const [counted] = await db.select({ n: count() }).from(tickets).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** How many tickets of the scope (and text filters) are in each status. */
export async function countTicketsByStatus(db: DbOrTx, scope: TicketScope, filters: TicketTextFilters = {}): Promise<Record<TicketStatus, number>> {
  const where = and(scopeWhere(scope), textWhere(filters));
  const rows = await db
    .select({ status: tickets.status, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(where)
    .groupBy(tickets.status);
  const counts: Record<TicketStatus, number> = { New: 0, 'In Progress': 0, Closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
