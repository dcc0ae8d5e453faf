import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies are parsed by Fastify's own parser (it refuses prototype-polluting keys), except
 * that an empty body sent as application/json is no body: HTTP clients and generated SDKs send
 * that header on a DELETE, and Fastify's default answered it 400.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });
}
