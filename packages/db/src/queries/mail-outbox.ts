import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { mailOutbox, type OutboxTransport } from '../schema/mail-outbox';

export type OutboxMessage = typeof mailOutbox.$inferSelect;
export type NewOutboxMessage = { to: string; subject: string; text: string; html?: string | undefined };

/** In the caller's transaction: the rows exist exactly when the change they report committed. */
export async function insertOutboxMessages(db: DbOrTx, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(messages.map((m) => ({ ...m, to: m.to.toLowerCase() })));
}

export async function listOutboxFor(db: DbOrTx, to: string): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.createdAt));
}

/** One page of the whole outbox, newest first (Admin → Mail), and how many mails it holds. */
export async function listOutboxPage(db: DbOrTx, page: { offset: number; limit: number }): Promise<{ rows: OutboxMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Claims up to `limit` due pending rows for one worker, in one statement: rows another worker has
 * locked are skipped (FOR UPDATE SKIP LOCKED), and each claimed row's next attempt moves `leaseMs`
 * ahead, so no other worker takes it while this one sends (nor after, once it is marked) — and a
 * worker that died mid-send leaves it due again when the lease ends. The attempt is counted here.
 */
export async function claimDueOutboxMessages(db: DbOrTx, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.nextAttemptAt} <= now()`))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(sql`${mailOutbox.id} in ${due}`)
    .returning();
}

/** Delivered, and by what: Admin → Mail says 'Sent' only for an SMTP server's acceptance. */
export async function markOutboxSent(db: DbOrTx, id: string, deliveredBy: OutboxTransport): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, deliveredBy })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: due again after `retryInMs`, or given up (`failed`) when `retryInMs` is null. */
export async function markOutboxAttemptFailed(db: DbOrTx, id: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(mailOutbox.id, id));
}
