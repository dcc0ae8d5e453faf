import type { PortalUser } from '@portal/domain/accounts/user';
import { getSessionUser } from '@portal/db/queries/users';
import type { AppDeps } from '../../app-deps';

export type AuthResult = { user: PortalUser } | { user: null; reason: 'missing' | 'invalid' };

/**
 * Bearer token → the current account. A token is refused when its signature, issuer, audience or
 * expiry is wrong, when the account is gone, or when its version is older than the account's
 * (password changed, rights removed).
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthResult> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { user: null, reason: 'missing' };
  const claims = await deps.tokens.verify(match[1]);
  if (!claims) return { user: null, reason: 'invalid' };
  const found = await getSessionUser(deps.db, claims.userId);
  if (!found || found.tokenVersion !== claims.tokenVersion) return { user: null, reason: 'invalid' };
  return { user: found.user };
}
