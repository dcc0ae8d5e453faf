import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { ErrorCode } from '@portal/domain/errors/error-codes';
import type { TErrorBody } from '@portal/domain/errors/error-body';
import { genericErrorMessage, toClientError } from '../../http/error-mapping';
import { refuseBeforeValidation } from './route-gate';

export const errorBody = (code: ErrorCode, message: string, fieldErrors?: TErrorBody['fieldErrors']): TErrorBody => ({
  code,
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});

/** Fastify's own 4xx (bad JSON, body too large, wrong content type) as the Error body, with a code. */
function transportError(request: FastifyRequest, status: number, error: FastifyError): TErrorBody {
  if (status === 413) return errorBody('TOO_LARGE', 'Request body is too large');
  if (status === 415) {
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? ['application/json'];
    return errorBody('UNSUPPORTED_MEDIA_TYPE', `Unsupported content type: send ${consumes.join(' or ')}`);
  }
  // Fastify's content-type parser (FST_ERR_CTP_…): the body could not be read as what it claims to be.
  if (error.code?.startsWith('FST_ERR_CTP')) {
    return errorBody('MALFORMED_BODY', error.message || 'The body could not be read');
  }
  return errorBody('INVALID_INPUT', error.message || 'Bad request');
}

/** tRPC's code for a status the transport answers before tRPC runs. */
const trpcKeyByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
};

/**
 * A refusal in the error shape of the request's transport: the Error body, or under /trpc/ the
 * shape tRPC's own errors have (a tRPC client reads nothing else), for what Fastify refuses
 * before tRPC runs (a body too large or of another type, a URL too long).
 */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: TErrorBody) {
  if (!request.url.startsWith('/trpc/')) return reply.status(status).send(body);
  const key = trpcKeyByStatus[status] ?? 'BAD_REQUEST';
  return reply
    .status(status)
    .send({ error: { message: body.message, code: TRPC_ERROR_CODES_BY_KEY[key], data: { code: key, httpStatus: status, errorCode: body.code } } });
}

/**
 * Fastify's refusals of a URL it cannot route (a parameter longer than maxParamLength, percent-
 * encoding that is not UTF-8): its own body otherwise, outside the onSend hooks and the document.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 414) return sendError(request, reply, 414, errorBody('TOO_LARGE', 'The URL is too long'));
  return sendError(request, reply, 400, errorBody('INVALID_INPUT', 'The URL is not valid: a path segment is not percent-encoded UTF-8'));
}

/**
 * The REST error body: {"code", "message", "fieldErrors"} (Error in the OpenAPI document).
 * Nothing a client sends becomes a 500; a 429 says when to try again; a path that exists
 * under other methods answers 405 with Allow.
 */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const refused = await refuseBeforeValidation(request, error);
    const known = toClientError(refused ?? error);
    if (known) {
      if (known.outage !== undefined) request.log.warn({ err: known.outage }, known.message);
      if (known.retryAfter !== undefined) void reply.header('retry-after', String(known.retryAfter));
      return sendError(request, reply, known.status, errorBody(known.code, known.message, known.fieldErrors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendError(request, reply, status, transportError(request, status, error));
    request.log.error({ err: error }, 'unexpected error');
    request.server.deps.errors.report(error, request.id);
    return sendError(request, reply, 500, errorBody('INTERNAL_ERROR', genericErrorMessage));
  });

  // Every /api route, to tell a wrong method (405) from a path that does not exist (404).
  const apiRoutes = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) apiRoutes.on(method as never, route.url, () => undefined);
  });
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, apiRoutes));
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, apiRoutes: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>) {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = path.startsWith('/api/') ? (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => apiRoutes.find(m, path)) : [];
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}: use ${allowed.join(', ')}`));
  }
  return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', `Not found: ${request.method} ${path}`));
}
