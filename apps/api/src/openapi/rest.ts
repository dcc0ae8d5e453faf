import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './document';

export function registerOpenApi(app: FastifyInstance) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument()));
}
