import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface ResponseDoc {
  content?: Record<string, { schema?: unknown }>;
}
interface OperationDoc {
  responses?: Record<string, ResponseDoc>;
}

/**
 * Holds every /api response a test provokes to the generated OpenAPI document: an operation,
 * status, media type or body field the document does not declare is a violation, so the
 * document cannot drift from what the server sends. The test server reports violations after
 * each call and again when it closes.
 */
export function createContractCheck(app: FastifyInstance) {
  const violations: string[] = [];
  let compiled: { paths: Record<string, Record<string, OperationDoc>>; ajv: Ajv2020 } | undefined;
  const validators = new Map<string, ValidateFunction>();

  const doc = () => {
    if (!compiled) {
      const document = app.swagger() as unknown as { paths: Record<string, Record<string, OperationDoc>>; components: unknown };
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ $id: 'openapi', components: document.components, paths: document.paths });
      compiled = { paths: document.paths, ajv };
    }
    return compiled;
  };

  const validatorFor = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = doc().ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      validators.set(pointer, validate);
    }
    return validate;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || request.method === 'HEAD') return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload) && payload !== undefined && payload !== null) return; // compressed streams
    const status = String(reply.statusCode);
    const route = request.routeOptions.url;
    const at = `${request.method} ${route ?? path} → ${status}`;
    // No route (404, 405): the Error body of the not-found handler.
    const template = route ? route.replace(/:([A-Za-z_]+)/g, '{$1}') : undefined;
    const method = request.method.toLowerCase();
    let responsePointer: string;
    if (template) {
      const operation = doc().paths[template]?.[method];
      if (!operation) return void violations.push(`${at}: the document has no operation ${method.toUpperCase()} ${template}`);
      const response = operation.responses?.[status] ?? operation.responses?.default;
      if (!response) return void violations.push(`${at}: status ${status} is not documented`);
      const key = operation.responses?.[status] ? status : 'default';
      responsePointer = `/paths/${escape(template)}/${method}/responses/${key}`;
      const text = payload === undefined || payload === null ? '' : payload.toString();
      if (text === '') {
        if (response.content && status !== '304') violations.push(`${at}: empty body, but the document declares one`);
        return;
      }
      const mediaType =
        String(reply.getHeader('content-type') ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const content = response.content?.[mediaType];
      if (!content)
        return void violations.push(`${at}: media type ${mediaType} is not documented (${Object.keys(response.content ?? {}).join(', ') || 'none'})`);
      if (mediaType !== 'application/json' || !content.schema) return;
      validate(at, `${responsePointer}/content/${escape(mediaType)}/schema`, text);
    } else {
      const text = payload === undefined || payload === null ? '' : payload.toString();
      validate(at, '/components/schemas/Error', text);
    }
  };

  const validate = (at: string, pointer: string, text: string) => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return void violations.push(`${at}: the body is not JSON`);
    }
    const validateBody = validatorFor(pointer);
    if (!validateBody(body)) {
      violations.push(
        `${at}: ${(validateBody.errors ?? [])
          .slice(0, 5)
          .map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
          .join('; ')}`,
      );
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    check(request, reply, payload);
    return payload;
  });

  return {
    /** Throws with every violation seen since the last call, then forgets them. */
    assertClean() {
      if (violations.length === 0) return;
      const seen = violations.splice(0);
      throw new Error(`Responses the OpenAPI document does not describe:\n${[...new Set(seen)].join('\n')}`);
    },
  };
}

/** A JSON pointer segment inside a URI fragment. */
const escape = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
