import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that carry a secret: the password-reset token of the API path and of the page the mail links to. */
const secretPaths = [/^(\/api\/users\/reset\/)[^/?#]+/, /^(\/reset\/)[^/?#]+/];

/** The URL as the log may keep it: a reset token in the path becomes [redacted]. */
export function redactUrl(url: string): string {
  return secretPaths.reduce((out, pattern) => out.replace(pattern, '$1[redacted]'), url);
}

/** Fastify's logger options: the request line without secrets. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
  };
}

/**
 * Every request gets a random id (Fastify counts them otherwise, "req-1", the same on every
 * instance): it is in every log line of the request and echoed as x-request-id, so a user's
 * report and the server's log meet. A client's own x-request-id is not taken, since any client
 * could send one.
 */
export const requestIds = { genReqId: () => randomUUID(), requestIdHeader: false as const };

export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
