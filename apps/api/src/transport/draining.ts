import type { FastifyInstance } from 'fastify';

/**
 * Shutdown's first step. As soon as close() starts (SIGTERM), readiness turns 503 and every
 * response still being sent says `Connection: close`: a request that was in flight when the
 * signal came would otherwise leave its keep-alive socket open after it (Node closes only the
 * sockets idle at that moment) and hold the exit until the keep-alive timeout (72 s).
 * Call it before any plugin is registered, so the hook covers every route. Answers "draining?".
 */
export function trackDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    app.log.info('Shutting down: readiness answers 503 from now on; in-flight requests finish, their connections close after them');
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  return () => draining;
}
