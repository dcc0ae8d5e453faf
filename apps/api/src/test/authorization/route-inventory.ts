import type { FastifyInstance } from 'fastify';
import { appRouter } from '../../transport/trpc/app-router';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** The tRPC endpoint every procedure is reached through; its procedures are listed instead. */
const trpcRoute = '/trpc/{path}';

/**
 * Every route the server answers, as `METHOD /path/{param}`, read from Fastify's own router (not
 * from the OpenAPI document, so a route left out of the document is listed too). HEAD is Fastify's
 * automatic companion of GET and is left out when the GET is there.
 */
export function restRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n').filter((l) => l.trim() !== '');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) throw new Error(`route tree line not understood (has Fastify's printRoutes changed?): ${line}`);
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const methods = (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean);
    if (path === trpcRoute) continue;
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push(`${method} ${path}`);
    }
  }
  if (!routes.includes('GET /api/health')) throw new Error(`the route tree was read wrong: ${routes.join(', ')}`);
  return routes;
}

/** Every tRPC procedure of the app router, as `trpc:<router>.<procedure>`, with its type. */
export function trpcProcedures(): Map<string, ProcedureType> {
  // Typed as the nested router record; at run time tRPC keeps it flat, by dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>;
  return new Map(Object.entries(procedures).map(([path, procedure]) => [`trpc:${path}`, procedure._def.type]));
}
