import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZErrorBody } from '@portal/domain/errors/error-body';
import type { ApiTag } from '../../operations/api-tags';
import { invalidInput } from '@portal/domain/errors/field-errors';
import type { Access } from '../../operations/access';
import { gateHook, isGated } from './route-gate';

/**
 * Every REST route declares its request and responses with the domain's zod schemas: the
 * request is validated by them (a refusal names the field, as parseInput does), the response
 * is serialized by them (a field not declared is never sent) and the OpenAPI document is
 * generated from them (openapi/register-openapi.ts).
 */
export function useRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
  // Fastify reads the body of any POST, PUT, PATCH or DELETE, declared or not, so each can answer 413 and 415.
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<number, unknown> } | undefined)?.response;
    if (!response || ![route.method].flat().some((method) => bodyMethods.has(method))) return;
    response[413] ??= errorResponse('Request body is too large');
    response[415] ??= errorResponse('Send application/json');
  });
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app with route types inferred from the zod schemas. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** A JSON response: what it means, and its schema. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { 'application/json': { schema } } });

/**
 * The headers a response declares (JSON Schema per header name): the OpenAPI document lists them
 * (openapi/register-openapi.ts keeps them through the zod transform).
 */
export type ResponseHeaders = Record<string, { type: 'string' | 'integer'; description: string; minimum?: number }>;

/** Every 429 says how long to wait (rest-errors.ts sends it from the limiter's verdict). */
export const retryAfterHeaders: ResponseHeaders = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' },
};

const errorResponse = (description: string, status?: number) => ({
  ...json(description, ZErrorBody),
  ...(status === 429 ? { headers: retryAfterHeaders } : {}),
});

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

interface OperationSpec<P, Q, B, R, H = undefined> {
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: Access;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * Request headers the route reads (a loose object keyed in lower case, as Node names them):
   * validated like the body and listed as header parameters in the OpenAPI document.
   */
  headers?: H;
  /** The successful answers (json(...)); the errors the route can send are added below. */
  response: R;
  /**
   * The rule-specific errors (409 …) with what they mean; 400, 401, 403, 404, 413 and 415 are
   * added as the declaration implies (null: this route never sends that one).
   */
  errors?: Partial<Record<ErrorStatus, string | null>>;
}

/** A route's schema, gate and config from one declaration: spread it into the route options. */
export function operation<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends object = object,
  H extends z.ZodType | undefined = undefined,
>(spec: OperationSpec<P, Q, B, R, H>) {
  const { operationId, tag, summary, description, access, params, querystring, body, headers, response, errors = {} } = spec;
  const implied: Partial<Record<ErrorStatus, string>> = {
    // Any string of any request can be refused (http/unsafe-text-guard.ts), so every operation may answer 400.
    400: params || querystring || body ? 'Invalid input: fieldErrors name each field' : 'A parameter holds a character no field may hold',
    ...(isGated(access) ? { 401: 'No session: sign in (missing, invalid or expired token)', 403: 'Signed in, but this account may not do this' } : {}),
    ...(params ? { 404: 'Not found, or not yours to see' } : {}),
    ...(body ? { 413: 'Request body is too large', 415: 'Send application/json' } : {}),
  };
  const errorResponses = Object.fromEntries(
    Object.entries({ ...implied, ...errors }).flatMap(([status, text]) => (typeof text === 'string' ? [[status, errorResponse(text, Number(status))]] : [])),
  );
  const schema = {
    operationId,
    tags: [tag],
    summary,
    ...(description ? { description } : {}),
    security: isGated(access) ? [{ bearer: [] }] : [],
    // Optional in the spec, exactly the given type (or undefined) here, for the type provider.
    params: params as P,
    querystring: querystring as Q,
    body: body as B,
    headers: headers as H,
    response: { ...response, ...errorResponses } as R,
  };
  return {
    // Fastify warns of a declared but undefined part.
    schema: Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)) as typeof schema,
    onRequest: gateHook(access),
    config: { access },
  };
}
