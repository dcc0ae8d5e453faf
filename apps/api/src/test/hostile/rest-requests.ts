import fc from 'fast-check';
import { arbitraryFromSchema, refResolver, type JsonSchema, type SchemaContext } from './schema-arbitrary';
import { hostileStrings, mutated, toHostileJson } from './mutations';
import { encodeAnything, endsSession, type HostileRequest } from './hostile-request';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: unknown;
}

export interface RestOperation {
  method: HostileRequest['method'];
  template: string;
  operation: Operation;
}

/** Every operation of the generated document (so a path added later is covered by itself). */
export function restOperations(document: OpenApiDocument): RestOperation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase() as HostileRequest['method'], template, operation })),
  );
}

/** A query value as a client would write it: strings as they are, anything else as JSON text. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : toHostileJson(value));

/** A mutation may have replaced the whole query: it is then sent as one parameter. */
const asQuery = (query: unknown): Record<string, unknown> =>
  query && typeof query === 'object' && !Array.isArray(query) ? (query as Record<string, unknown>) : query === undefined ? {} : { q: query };

/** Arrays become repeated parameters (?status=a&status=b), which is how a duplicated parameter arrives. */
function queryString(query: Record<string, unknown>, duplicate: string | undefined): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((item) => [key, queryText(item)]) : [[key, queryText(value)]],
  );
  if (duplicate !== undefined && pairs.length > 0) pairs.push([pairs[0]![0]!, duplicate]);
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encodeAnything(key!)}=${encodeAnything(value!)}`).join('&')}`;
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/xml',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

const entityTags = fc.constantFrom('*', '"0"', 'W/"1"', 'not-an-etag', 'x'.repeat(4_000));

/**
 * Requests to one REST operation: its path parameters, query and body generated from the
 * operation's schemas in the document and then mutated, with duplicated query parameters, odd
 * content types and If-None-Match values mixed in.
 */
export function restRequests(document: OpenApiDocument, target: RestOperation, ids: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> {
  const context: SchemaContext = { resolve: refResolver(document), uuid: ids };
  const parameters = target.operation.parameters ?? [];
  const ofKind = (kind: Parameter['in']) => parameters.filter((p) => p.in === kind);
  const asObject = (list: Parameter[]): JsonSchema => ({
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
    required: list.filter((p) => p.required).map((p) => p.name),
  });

  const pathValues = fc.tuple(
    ...ofKind('path').map((p) =>
      fc.oneof({ weight: 3, arbitrary: arbitraryFromSchema(p.schema, context) }, { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) }),
    ),
  );
  const queries =
    ofKind('query').length > 0
      ? mutated(arbitraryFromSchema(asObject(ofKind('query')), context))
      : fc.oneof(
          fc.constant({}),
          fc.dictionary(fc.constantFrom('offset', 'limit', '__proto__', 'constructor[prototype][x]'), fc.constantFrom(...hostileStrings), { maxKeys: 2 }),
        );
  const duplicates = fc.option(fc.constantFrom('2', 'x', '', '-1', '1e309', '__proto__'), { freq: 4 });
  const json = target.operation.requestBody?.content?.['application/json'];
  const bodies: fc.Arbitrary<unknown> = json ? mutated(arbitraryFromSchema(json.schema, context)) : fc.constant(undefined);
  const sendsBody = target.method !== 'GET';

  return fc
    .record({ path: pathValues, query: queries, duplicate: duplicates, body: bodies, contentType: contentTypes, etag: fc.option(entityTags, { freq: 3 }) })
    .map(({ path, query, duplicate, body, contentType, etag }) => {
      let i = 0;
      const url = target.template.replace(/\{[^}]+\}/g, () => encodeAnything(queryText(path[i++])));
      const headers: Record<string, string> = {};
      if (etag !== null && ofKind('header').some((p) => p.name === 'if-none-match')) headers['if-none-match'] = etag;
      const isMultipart = Boolean(target.operation.requestBody?.content?.['multipart/form-data']);
      let payload: string | undefined;
      if (isMultipart) {
        headers['content-type'] = 'multipart/form-data; boundary=x';
        payload = `--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\n${queryText(body ?? 'PK not a workbook')}\r\n--x--\r\n`;
      } else if (sendsBody && body !== undefined) {
        if (contentType) headers['content-type'] = contentType;
        payload = toHostileJson(body);
      }
      return {
        label: `REST ${target.operation.operationId ?? target.template}`,
        transport: 'rest' as const,
        method: target.method,
        url: `${url}${queryString(asQuery(query), duplicate ?? undefined)}`,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        endsSession: endsSession(`${target.operation.operationId} ${target.template}`),
      };
    });
}
