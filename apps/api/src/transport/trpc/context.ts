import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authenticate, tokenClaims, type AuthResult } from '../../auth/authenticate';
import type { Services } from '../../services';

export interface RequestContext {
  deps: AppDeps;
  services: Services;
  ip: string;
  /** The request's logger: its lines carry the request id. */
  log: FastifyRequest['log'];
  /** The request's id (x-request-id): an error report carries it. */
  requestId: string;
  /** Resolved on first use, once per request: public procedures never touch the database for it. */
  auth(): Promise<AuthResult>;
  /** The account id a well-signed, unexpired token names, before the database has confirmed the session. */
  tokenUserId(): Promise<string | undefined>;
  /** The session a well-signed, unexpired token names (sign-out ends it), before the database has confirmed it. */
  tokenSessionId(): Promise<string | undefined>;
}

export function createRequestContext(deps: AppDeps, services: Services, req: FastifyRequest): RequestContext {
  let cached: Promise<AuthResult> | undefined;
  return {
    deps,
    services,
    ip: req.ip,
    log: req.log,
    requestId: req.id,
    auth: () => (cached ??= authenticate(deps, req.headers.authorization)),
    tokenUserId: async () => {
      const claims = await tokenClaims(deps, req.headers.authorization);
      return claims === 'missing' ? undefined : claims?.userId;
    },
    tokenSessionId: async () => {
      const claims = await tokenClaims(deps, req.headers.authorization);
      return claims === 'missing' ? undefined : claims?.sessionId;
    },
  };
}
