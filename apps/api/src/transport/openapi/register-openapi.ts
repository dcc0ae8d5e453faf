import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, operation, typedRoutes } from '../rest/route-contract';
import { apiTags } from '../../operations/api-tags';
import { withoutUnusedSchemas } from './unused-schemas';

/**
 * The OpenAPI 3.1 document, generated from the routes' declarations (never written by hand):
 * registered before any route, so it sees them all. Only /api paths are in it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dealer Portal REST API',
        version: '1.0.0',
        description: 'Orders, prices and catalog of the dealer portal. Errors are the Error schema: branch on its code. See docs/api.md in the repository.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is on the host that serves this document, whatever PUBLIC_URL says.
      servers: [{ url: '/', description: 'The portal serving this document' }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token POST /api/users/login answers' },
          operator: {
            type: 'http',
            scheme: 'bearer',
            description: "The operator's token a running embedded portal writes into DATA_DIR/portal-instance.json at start (npm run backup reads it)",
          },
        },
      },
    },
    transform: (route) =>
      route.url.startsWith('/api/') ? withResponseHeaders(route.schema, jsonSchemaTransform(route)) : { schema: { hide: true }, url: route.url },
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
}

type RouteSchema = { response?: unknown } | undefined;
const headersOf = (response: unknown): unknown =>
  typeof response === 'object' && response !== null && 'headers' in response && 'content' in response ? response.headers : undefined;

/**
 * The zod transform keeps only the description and content of a response declared as
 * json(...): the headers it declares (a 429's Retry-After) are put back, for the document.
 */
function withResponseHeaders<T extends { schema?: RouteSchema }>(declared: RouteSchema, transformed: T): T {
  const responses = declared?.response;
  const out = transformed.schema?.response;
  if (typeof responses !== 'object' || responses === null || typeof out !== 'object' || out === null) return transformed;
  for (const [status, response] of Object.entries(responses)) {
    const headers = headersOf(response);
    const target: unknown = Reflect.get(out, status);
    if (headers && typeof target === 'object' && target !== null) Reflect.set(target, 'headers', headers);
  }
  return transformed;
}

const ZOpenApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** GET /api/openapi.json: the document, built once. */
export function registerOpenApiRoute(app: FastifyInstance) {
  let document: z.infer<typeof ZOpenApiDocument> | undefined;
  typedRoutes(app).get(
    '/api/openapi.json',
    operation({
      operationId: 'getOpenApiDocument',
      tag: 'Service',
      summary: 'This document (OpenAPI 3.1)',
      access: 'public',
      response: { 200: json('The OpenAPI document', ZOpenApiDocument) },
    }),
    async () => (document ??= ZOpenApiDocument.parse(app.swagger())),
  );
}
