import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { erpNotificationPath } from '../../modules/erp-sync/erp-notifications';
import { errorBody } from '../rest/rest-errors';
import { operation, typedRoutes } from '../rest/route-contract';

/** The first value of a query parameter given once or several times. */
function firstOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * The body as text, or undefined when it passes `limit` bytes (the rest is read to its end and
 * dropped, so the sender gets its answer rather than a cut connection) or fails: a body is never
 * held beyond the app's bodyLimit, and one that never ends meets the server's requestTimeout.
 */
function readBounded(stream: Readable, limit: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (text: string | undefined) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(text);
    };
    function onData(chunk: Buffer | string) {
      size += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (size > limit) chunks.length = 0;
      else chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    }
    const onEnd = () => finish(size > limit ? undefined : Buffer.concat(chunks).toString('utf8'));
    const onError = () => finish(undefined);
    stream.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/**
 * POST /api/erp/notifications: Business Central's webhook (docs/erp.md, Webhooks). Public: what it
 * trusts is the clientState inside each notification, checked by the use case.
 *
 * Hand-made, and answered from the route's own onRequest hook, before Fastify parses, validates
 * or guards anything: Business Central drops a subscription after any 4xx but 408 and 429, so no
 * request shape (a body over the size limit, another content type, malformed JSON, characters the
 * app's text guard refuses) may meet the app's refusals. `?validationToken=…` (the handshake of a
 * subscription's creation and renewal) is echoed as text/plain with 200 and nothing else is done;
 * anything else is 202 `Accepted`, read (at most the app's bodyLimit) and given to the use case;
 * only a failure of the portal itself (never of the request) answers 503, which Business Central retries.
 */
export async function registerErpNotificationRoute(app: FastifyInstance) {
  await app.register(async (scope) => {
    // The app adds 413 and 415 to the document of every route with a body; this one never sends them.
    scope.addHook('onRoute', (route) => {
      const responses = (route.schema as { response?: Record<number, unknown> } | undefined)?.response;
      if (!responses) return;
      delete responses[413];
      delete responses[415];
    });

    const accepted = (reply: FastifyReply) => reply.code(202).header('content-type', 'text/plain; charset=utf-8').send('Accepted');

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const token = firstOf((request.query as Record<string, unknown> | undefined)?.validationToken);
      if (token) {
        return reply.code(200).header('content-type', 'text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send(token);
      }
      const body = await readBounded(request.raw, request.server.initialConfig.bodyLimit ?? 1024 * 1024);
      try {
        await app.services.erpSync.notified(body);
      } catch (err) {
        // Not the request's fault: Business Central sends it again later (it retries 5xx), and the subscription stays.
        request.log.error({ err }, 'an ERP notification could not be taken in');
        return reply.code(503).send(errorBody('UNAVAILABLE', 'The notification could not be taken in; send it again later'));
      }
      return accepted(reply);
    }

    typedRoutes(scope).post(
      erpNotificationPath,
      {
        ...operation({
          operationId: 'receiveErpNotifications',
          tag: 'Service',
          summary: "Business Central's webhook: the validation handshake, and notifications that posted shipments or invoices changed",
          description:
            'Called by Business Central only (docs/erp.md, Webhooks). With ?validationToken=…: 200 with the token as text/plain. ' +
            'Otherwise the body is a notification, {"value":[{"subscriptionId","clientState","resource","changeType",…}]}: entries ' +
            "carrying the portal's clientState make it read shipments, tracking and invoices now. Every request shape is answered 2xx " +
            '(what is not a notification of the portal is ignored); only a failure of the portal itself answers 503.',
          access: 'public',
          response: {
            200: {
              description: 'The handshake: the validationToken, echoed',
              content: { 'text/plain': { schema: z.string().describe('The validationToken as sent') } },
            },
            202: {
              description: "Received (whatever it held): read now when it carries the portal's clientState, else ignored",
              content: { 'text/plain': { schema: z.literal('Accepted') } },
            },
          },
          errors: {
            400: null,
            503: 'UNAVAILABLE: the portal could not take the notification in (not the request: its own failure); Business Central sends it again later',
          },
        }),
        onRequest: answer,
      },
      // Never reached: the onRequest hook has answered.
      async (_request, reply) => accepted(reply),
    );
  });
}
