import type { FastifyInstance } from 'fastify';
import { operations } from '../../operations/index';
import { appRouter } from '../../transport/trpc/app-router';
import type { MatrixRow } from './matrix-row';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** The tRPC endpoint every procedure is reached through; its procedures are listed instead. */
const trpcRoute = '/trpc/{path}';

/** How a cell reaches a use case: its tRPC procedure, or one REST route. */
export type Face =
  | {
      transport: 'trpc';
      /** `<router>.<procedure>`. */
      procedure: string;
      type: ProcedureType;
      /** The operation takes an input (else none is sent). */
      takesInput: boolean;
      /** The field REST puts the body in (its routes' `bodyAs`), for an input merged from a REST probe. */
      bodyAs?: string;
    }
  | {
      transport: 'rest';
      /** `METHOD /api/path/{param}`, as the OpenAPI document writes it. */
      route: string;
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      /** `/api/path/{param}`. */
      path: string;
    };

export const faceName = (face: Face) => (face.transport === 'trpc' ? `tRPC ${face.procedure}` : face.route);

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/**
 * Every operation of operations/index.ts by `<area>.<tRPC name>`, with its faces: its tRPC
 * procedure (unless REST-only) and each of its REST bindings, as the transports build them.
 */
function listOperationFaces(): Map<string, Face[]> {
  const faces = new Map<string, Face[]>();
  for (const [area, ops] of Object.entries(operations)) {
    for (const [name, op] of Object.entries(ops)) {
      const bindings = [op.rest ?? []].flat();
      const rest = bindings.map((b): Face => ({ transport: 'rest', route: `${b.method} ${openApiPath(b.path)}`, method: b.method, path: openApiPath(b.path) }));
      const bodyAs = [...new Set(bindings.map((b) => b.bodyAs))];
      if (bodyAs.length > 1)
        throw new Error(`${area}.${name}: its REST routes put the body in different fields (${bodyAs.join(', ')}): give each row's tRPC input`);
      const trpc: Face[] =
        op.trpc === false
          ? []
          : [
              {
                transport: 'trpc',
                procedure: `${area}.${name}`,
                type: op.kind,
                takesInput: op.input !== undefined,
                ...(bodyAs[0] ? { bodyAs: bodyAs[0] } : {}),
              },
            ];
      faces.set(`${area}.${name}`, [...trpc, ...rest]);
    }
  }
  return faces;
}
export const operationFaces = listOperationFaces();

const routeKey = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/u;

/**
 * What a row's cells call: the faces of its operation (its procedure, and the REST routes it names,
 * all of them unless it names some), or the one route a hand-made row is keyed by.
 */
export function facesOf(row: MatrixRow): Face[] {
  const faces = operationFaces.get(row.key);
  if (faces) return faces.filter((face) => face.transport === 'trpc' || !row.routes || row.routes.includes(face.route));
  const match = routeKey.exec(row.key);
  if (!match) return [];
  return [{ transport: 'rest', route: row.key, method: match[1] as 'GET', path: match[2] ?? '' }];
}

/**
 * Every route the server answers, as `METHOD /path/{param}`, read from Fastify's own router (not
 * from the OpenAPI document, so a route left out of the document is listed too). HEAD is Fastify's
 * automatic companion of GET and is left out when the GET is there.
 */
export function restRoutes(app: FastifyInstance): string[] {
  const lines = app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .filter((l) => l.trim() !== '');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) throw new Error(`route tree line not understood (has Fastify's printRoutes changed?): ${line}`);
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = openApiPath(stack.join(''));
    const methods = (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (path === trpcRoute) continue;
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push(`${method} ${path}`);
    }
  }
  if (!routes.includes('GET /api/health')) throw new Error(`the route tree was read wrong: ${routes.join(', ')}`);
  return routes;
}

/** Every tRPC procedure of the app router, as `<router>.<procedure>`, with its type. */
export function trpcProcedures(): Map<string, ProcedureType> {
  // Typed as the nested router record; at run time tRPC keeps it flat, by dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>;
  return new Map(Object.entries(procedures).map(([path, procedure]) => [path, procedure._def.type]));
}
