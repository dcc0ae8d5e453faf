import type { FastifyError, FastifyInstance } from 'fastify';
import { genericErrorMessage, toClientError } from './error-mapping';

/**
 * The REST error body: {"message", "fieldErrors"}. Fastify's own errors (bad JSON, body too
 * large, wrong content type) keep their 4xx status; nothing a client sends becomes a 500.
 */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toClientError(error);
    if (known) {
      return reply.status(known.status).send({ message: known.message, ...(known.fieldErrors ? { fieldErrors: known.fieldErrors } : {}) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'Request body is too large' : status === 415 ? 'Unsupported content type: send application/json' : error.message || 'Bad request';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: genericErrorMessage });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
