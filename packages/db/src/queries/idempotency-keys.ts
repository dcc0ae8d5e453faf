import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { idempotencyKeys } from '../schema/idempotency-keys';

/** How long a key answers its save again (issue 20): a day covers any client's retries. */
const keyLifetime = sql`interval '24 hours'`;
/** Expired keys deleted per keyed save: the table stays bounded without a sweeper, and no save pays much. */
const expiredPerSave = 100;

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** The account's unexpired record of the key, if a save with it committed. */
export async function findIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`)));
  return row;
}

/**
 * Claims the key for this save, first thing in its transaction: true when claimed. While the
 * claiming transaction is open, a second claim of the same key waits on the primary key, then
 * finds it taken (committed: its record answers) or claims it (rolled back: nothing was saved).
 * Expired keys go first: this account's same key, and a bounded batch of others (SKIP LOCKED: two
 * saves never wait on each other's clean-up).
 */
export async function claimIdempotencyKey(db: DbOrTx, values: { userId: string; key: string; requestHash: string; orderId: string }): Promise<boolean> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, values.userId), eq(idempotencyKeys.key, values.key), lt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`)));
  await db.execute(
    sql`delete from ${idempotencyKeys} where ctid in
      (select ctid from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < now() - ${keyLifetime} limit ${expiredPerSave} for update skip locked)`,
  );
  const claimed = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The answer of the save that claimed the key, stored in its transaction. */
export async function completeIdempotencyKey(db: DbOrTx, userId: string, key: string, responseStatus: number) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
