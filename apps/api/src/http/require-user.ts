import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { accountMessages } from '@portal/domain/accounts/messages';
import { accessRefusal, type AccessLevel } from '@portal/domain/accounts/roles';
import type { AuthResult } from '../modules/accounts/authenticate';

/** The one gate both transports use: 401 without a current session, 403 below the level. */
export async function requireUser(ctx: { auth(): Promise<AuthResult> }, level: AccessLevel): Promise<PortalUser> {
  const auth = await ctx.auth();
  if (!auth.user) {
    throw new DomainError('UNAUTHENTICATED', auth.reason === 'missing' ? 'Please sign in' : accountMessages.sessionExpired);
  }
  const refusal = accessRefusal(auth.user, level);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  return auth.user;
}
