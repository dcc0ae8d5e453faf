import { TRPCError } from '@trpc/server';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { AccessLevel } from '@portal/domain/accounts/roles';
import type { BackOfficePermission } from '@portal/domain/accounts/permissions';
import { requireUser } from '../../http/require-user';
import { requirePermission } from '../../http/require-permission';
import { trpcCodeFor } from '../../http/error-mapping';
import { asDatabaseUnavailable } from '../../adapters/db/database-unavailable';
import { assertSafeText } from '../../http/unsafe-text-guard';
import { t } from './init';

/** Domain errors thrown by services, and the database being away, become tRPC errors with the mapped code. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause instanceof DomainError ? result.error.cause : asDatabaseUnavailable(result.error.cause);
  if (cause) throw new TRPCError({ code: trpcCodeFor(cause.code), message: cause.message, cause });
  return result;
});

function levelProcedure(level: AccessLevel) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const user = await requireUser(ctx, level);
    return next({ ctx: { ...ctx, user } });
  });
}

/** No input reaches a procedure holding a character no field may hold (400 naming the field). */
const safeText = t.middleware(async ({ getRawInput, next }) => {
  assertSafeText(await getRawInput());
  return next();
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(domainErrors).use(safeText);
/** Any account with a valid, current token (approved or not). */
export const signedInProcedure = levelProcedure('signedIn');
/** Approved accounts. */
export const approvedProcedure = levelProcedure('approved');
/** Approved accounts with store access. */
export const storeProcedure = levelProcedure('store');
/** Approved administrators. */
export const adminProcedure = levelProcedure('admin');
/** Approved super administrators. */
export const superAdminProcedure = levelProcedure('superAdmin');
/** Approved accounts running their team (isTeamAdmin, linked to an ERP customer); being a portal administrator is not enough. */
export const teamAdminProcedure = levelProcedure('teamAdmin');

/** Approved administrators holding the permission (pricing or dataManagement); super admins always. */
export function permissionProcedure(permission: BackOfficePermission) {
  return publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, user: await requirePermission(ctx, permission) } }));
}

/**
 * The procedure an access declaration names (area-router.ts), typed as the public one:
 * the transport reads `ctx.user` only where the access put one there.
 */
export function gatedProcedure(access: 'public' | AccessLevel | { permission: BackOfficePermission }): typeof publicProcedure {
  if (access === 'public') return publicProcedure;
  return (typeof access === 'object' ? permissionProcedure(access.permission) : levelProcedure(access)) as unknown as typeof publicProcedure;
}
