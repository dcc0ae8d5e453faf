import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { besideLevel, type Access } from '../../operations/access';
import { restContext } from './rest-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account the route's gate let through. */
    caller?: PortalUser;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const isGated = (access: Access) => access !== 'public';

/** The onRequest hook that checks the caller before anything else is read. */
export function gateHook(access: Access): onRequestHookHandler[] {
  if (access === 'public' || (typeof access === 'object' && 'beside' in access)) return [];
  return [
    async function gate(request) {
      const ctx = restContext(request.server, request);
      request.caller = typeof access === 'object' ? await ctx.requirePermission(access.permission) : await ctx.requireUser(access);
    },
  ];
}

/** The account the gate let through; a route declared public has none. */
export function callerOf(request: FastifyRequest): PortalUser {
  if (!request.caller) throw new Error(`${request.routeOptions.url ?? request.url} has no gate in front of it`);
  return request.caller;
}

/**
 * A beside-gated route whose request was refused as invalid (by its schemas or the unsafe-text
 * guard) answers the gate's verdict first, as the
 * others do: the refusal, or undefined to let the validation error stand.
 */
export async function refuseBeforeValidation(request: FastifyRequest, error: unknown): Promise<unknown> {
  const access = request.routeOptions.config.access;
  const beside = access && besideLevel(access);
  if (!(error instanceof DomainError) || error.code !== 'BAD_INPUT' || !beside) return undefined;
  try {
    await restContext(request.server, request).requireUser(beside);
    return undefined;
  } catch (refusal) {
    return refusal;
  }
}
