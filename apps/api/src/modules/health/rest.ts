import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain/errors/error-body';
import { errorBody } from '../../http/rest-errors';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { notReadyReason } from './readiness';

const ZHealth = z.object({ status: z.literal('ok') });
const ZLive = z.object({ status: z.literal('alive') });

const notReady = json('UNAVAILABLE: not ready (shutting down, migrations pending, or the database or the file storage does not answer); the message says which', ZErrorBody);

/**
 * Liveness (the process runs: restart it if this fails) apart from readiness (send it traffic:
 * the database and the file storage answer and it is not shutting down). `/api/health` stays as
 * the readiness alias the web and the scripts already call.
 */
export function registerHealthRoutes(app: FastifyInstance, isMigrated: () => boolean, isDraining: () => boolean) {
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const reason = await notReadyReason(app.deps, { migrated: isMigrated(), draining: isDraining() });
    if (reason === null) return { status: 'ok' as const };
    return reply.status(503).send(errorBody('UNAVAILABLE', reason));
  };

  typedRoutes(app).get(
    '/api/health',
    operation({
      operationId: 'getHealth',
      tag: 'Service',
      summary: 'Ready to serve, the same as /api/health/ready (public)',
      access: 'public',
      response: { 200: json('Ready: {"status": "ok"}', ZHealth), 503: notReady },
    }),
    ready,
  );
  typedRoutes(app).get(
    '/api/health/ready',
    operation({
      operationId: 'getReadiness',
      tag: 'Service',
      summary: 'Readiness: migrations have run, the database and the file storage answer, and the instance is not shutting down (public)',
      access: 'public',
      response: { 200: json('Ready: {"status": "ok"}', ZHealth), 503: notReady },
    }),
    ready,
  );
  typedRoutes(app).get(
    '/api/health/live',
    operation({
      operationId: 'getLiveness',
      tag: 'Service',
      summary: 'Liveness: the process runs and answers; touches no database (public)',
      access: 'public',
      response: { 200: json('Alive: {"status": "alive"}', ZLive) },
    }),
    async () => ({ status: 'alive' as const }),
  );
}
