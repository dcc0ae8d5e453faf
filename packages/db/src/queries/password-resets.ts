import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { passwordResets } from '../schema/users';

export async function insertPasswordReset(db: DbOrTx, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(values);
}

/** Whether the token is unused and unexpired, without using it (checked before any costly work). */
export async function isPasswordResetOpen(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Marks the token used and returns its user, only if it was unused and unexpired: single use even under a race. */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** A completed reset (or a new password) retires every other outstanding link of that user. */
export async function retirePasswordResets(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
