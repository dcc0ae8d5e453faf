import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain/errors/error-body';
import { errorBody } from '../../http/rest-errors';
import { json, operation, typedRoutes } from '../../http/route-contract';

const ZHealth = z.object({ status: z.literal('ok') });

/** 200 once migrations have run and the database answers; 503 (the Error body, code UNAVAILABLE) otherwise. */
export function registerHealthRoutes(app: FastifyInstance, isMigrated: () => boolean) {
  typedRoutes(app).get(
    '/api/health',
    operation({
      operationId: 'getHealth',
      tag: 'Service',
      summary: 'Ready to serve: migrations have run and the database answers (public)',
      access: 'public',
      response: {
        200: json('Ready: {"status": "ok"}', ZHealth),
        503: json('UNAVAILABLE: not ready (migrations pending, or the database does not answer)', ZErrorBody),
      },
    }),
    async (_req, reply) => {
      if (isMigrated() && (await app.deps.dbHandle.ping())) return { status: 'ok' as const };
      return reply.status(503).send(errorBody('UNAVAILABLE', 'Not ready: the database is not migrated yet or does not answer'));
    },
  );
}
