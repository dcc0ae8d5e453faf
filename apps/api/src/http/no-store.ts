import type { FastifyInstance } from 'fastify';

/**
 * An answer to a signed-in request is that account's data: no browser, proxy or shared device
 * keeps it (Cache-Control: no-store), unless the route chose its own caching (the catalog reads
 * revalidate with their ETag: the catalog is the same for every dealer).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.url.startsWith('/api/') || request.url.startsWith('/trpc/');
    if (api && request.headers.authorization && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
