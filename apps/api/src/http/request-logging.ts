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

/** The request's id (trusted-proxies.ts: requestIds) goes back to the client, so a report and the log meet. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
