import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import type { ErrorCode } from '@portal/domain/errors/error-codes';
import type { TErrorBody } from '@portal/domain/errors/error-body';
import { genericErrorMessage, toClientError } from './error-mapping';
import { refuseBeforeValidation } from './route-gate';

export const errorBody = (code: ErrorCode, message: string, fieldErrors?: TErrorBody['fieldErrors']): TErrorBody => ({ code, message, ...(fieldErrors ? { fieldErrors } : {}) });

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
      if (known.retryAfter !== undefined) void reply.header('retry-after', String(known.retryAfter));
      return reply.status(known.status).send(errorBody(known.code, known.message, known.fieldErrors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send(transportError(request, status, error));
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', genericErrorMessage));
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
    return reply.status(405).header('allow', allowed.join(', ')).send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}: use ${allowed.join(', ')}`));
  }
  return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', `Not found: ${request.method} ${path}`));
}
