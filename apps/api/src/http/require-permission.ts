import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { permissionRefusal, type BackOfficePermission } from '@portal/domain/accounts/permissions';
import type { AuthResult } from '../auth/authenticate';
import { requireUser } from './require-user';

/** The back-office gate both transports use: 401 without a session, 403 without the permission. */
export async function requirePermission(ctx: { auth(): Promise<AuthResult> }, permission: BackOfficePermission): Promise<PortalUser> {
  const user = await requireUser(ctx, 'signedIn');
  const refusal = permissionRefusal(user, permission);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  return user;
}
