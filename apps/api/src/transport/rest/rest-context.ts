import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import type { AccessLevel } from '@portal/domain/accounts/roles';
import { createRequestContext } from '../trpc/context';
import type { BackOfficePermission } from '@portal/domain/accounts/permissions';
import { besideGate, requireUser, type PendingCaller } from '../../http/require-user';
import { requirePermission } from '../../http/require-permission';

/** The REST twin of the tRPC context: same services, same gate. */
export function restContext(app: AppInstance, req: FastifyRequest) {
  const ctx = createRequestContext(app.deps, app.services, req);
  return {
    ...ctx,
    requireUser: (level: AccessLevel) => requireUser(ctx, level),
    besideGate: <T>(level: AccessLevel, read: (caller: PendingCaller) => Promise<T>) => besideGate(ctx, level, read),
    requirePermission: (permission: BackOfficePermission) => requirePermission(ctx, permission),
  };
}
