import type { FastifyInstance } from 'fastify';

/** 200 once migrations have run and the database answers; 503 otherwise. */
export function registerHealthRoutes(app: FastifyInstance, isMigrated: () => boolean) {
  app.get('/api/health', async (_req, reply) => {
    if (isMigrated() && (await app.deps.dbHandle.ping())) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable' });
  });
}
