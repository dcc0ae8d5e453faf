import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { mailOutbox } from '../schema/mail-outbox';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function insertOutboxMessage(db: DbOrTx, message: { to: string; subject: string; text: string; html?: string | undefined }) {
  await db.insert(mailOutbox).values(message);
}

export async function listOutboxFor(db: DbOrTx, to: string): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.createdAt));
}
