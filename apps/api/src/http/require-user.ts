import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { accountMessages } from '@portal/domain/accounts/messages';
import { accessRefusal, type AccessLevel } from '@portal/domain/accounts/roles';
import type { AuthResult } from '../auth/authenticate';
import type { PendingCaller } from '../modules/accounts/pending-caller';

/** The one gate both transports use: 401 without a current session, 403 below the level. */
export async function requireUser(ctx: { auth(): Promise<AuthResult> }, level: AccessLevel): Promise<PortalUser> {
  const auth = await ctx.auth();
  if (!auth.user) {
    throw auth.reason === 'missing'
      ? new DomainError('UNAUTHENTICATED', 'Please sign in')
      : new DomainError('UNAUTHENTICATED', accountMessages.sessionExpired, undefined, 'SESSION_EXPIRED');
  }
  const refusal = accessRefusal(auth.user, level);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  return auth.user;
}

/** The caller of a read started beside the gate (the services take it; declared with them). */
export type { PendingCaller };

/** A caller the gate has already let through (tRPC procedures check before they run). */
export const passedCaller = (user: PortalUser): PendingCaller => ({ userId: user._id, user: Promise.resolve(user) });

/**
 * The gate with a read started beside it rather than after it: the session check and the read's
 * first query run at once (one database round trip less; the order lists use it). The read gets
 * only the account id of a well-signed, unexpired token and the pending verdict, which it awaits
 * before it writes or decides anything by role. Its result is returned once the gate lets the
 * caller through; when the gate refuses, the refusal is the answer and the read's result or
 * failure is dropped unseen.
 */
export async function besideGate<T>(
  ctx: { auth(): Promise<AuthResult>; tokenUserId(): Promise<string | undefined> },
  level: AccessLevel,
  read: (caller: PendingCaller) => Promise<T>,
): Promise<T> {
  const user = requireUser(ctx, level);
  // Awaited below; this only keeps an early refusal from being reported as unhandled meanwhile.
  user.catch(() => undefined);
  const userId = await ctx.tokenUserId();
  if (userId === undefined) {
    await user;
    throw new DomainError('UNAUTHENTICATED', 'Please sign in');
  }
  let result: T;
  try {
    result = await read({ userId, user });
  } catch (err) {
    await user;
    throw err;
  }
  await user;
  return result;
}
