import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sessions } from '../schema/sessions';

export async function insertSession(db: DbOrTx, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** Ends one session; only its own user's (a no-op when it is already gone). */
export async function deleteSession(db: DbOrTx, session: { id: string; userId: string }) {
  await db.delete(sessions).where(and(eq(sessions.id, session.id), eq(sessions.userId, session.userId)));
}

/** Deletes at most `limit` sessions expired before `now` and says how many: a sign-in never pays for a backlog. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const expired = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, now)).limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, expired)).returning({ id: sessions.id });
  return deleted.length;
}
