import { randomUUID } from 'node:crypto';
import { deleteExpiredSessions, insertSession } from '@portal/db/queries/sessions';
import type { AppDeps } from '../app-deps';

/** Expired session rows a sign-in deletes on its way: enough to keep up, never a long pause. */
export const expiredSessionsPrunedPerSignIn = 100;

/**
 * A new session of the account and its token: the row comes first, so the token is never valid
 * without it. Expired rows of anyone are pruned here, a bounded batch per sign-in.
 */
export async function openSession(deps: Pick<AppDeps, 'db' | 'tokens'>, user: { id: string; tokenVersion: number }): Promise<string> {
  const now = new Date();
  await deleteExpiredSessions(deps.db, now, expiredSessionsPrunedPerSignIn);
  const sessionId = randomUUID();
  // Expires no earlier than its token (whose exp is this second plus the lifetime).
  await insertSession(deps.db, { id: sessionId, userId: user.id, expiresAt: new Date(now.getTime() + deps.tokens.lifetimeSeconds * 1000) });
  return deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
}
