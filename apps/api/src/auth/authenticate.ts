import type { PortalUser } from '@portal/domain/accounts/user';
import { getSessionUser } from '@portal/db/queries/users';
import type { AppDeps } from '../app-deps';
import type { SessionClaims } from './session-tokens';

export type AuthResult = { user: PortalUser } | { user: null; reason: 'missing' | 'invalid' };

/**
 * Bearer token → the current account. A token is refused when its signature, issuer, audience or
 * expiry is wrong, when its session has ended (signed out), when the account is gone, or when
 * its version is older than the account's (password changed, rights removed).
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthResult> {
  const claims = await tokenClaims(deps, authorization);
  if (claims === 'missing') return { user: null, reason: 'missing' };
  if (!claims) return { user: null, reason: 'invalid' };
  const found = await getSessionUser(deps.db, claims.userId, claims.sessionId);
  if (!found || found.tokenVersion !== claims.tokenVersion) return { user: null, reason: 'invalid' };
  return { user: found.user };
}

/** The claims of a bearer token whose signature, issuer, audience and expiry check out; no database. */
export async function tokenClaims(deps: AppDeps, authorization: string | undefined): Promise<SessionClaims | undefined | 'missing'> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return 'missing';
  return deps.tokens.verify(match[1]);
}
