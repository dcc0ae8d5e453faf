import type { FastifyInstance } from 'fastify';
import { restContext } from '../http/rest-context';
import { json, operation } from '../http/route-contract';
import { callerOf } from '../http/route-gate';
import type { AnyOperation, AreaOperations, OperationRequest, RestBinding, RestParts } from './operation';

/** The REST routes of every operation that has a REST binding, in the order the list holds them. */
export function registerOperationRoutes(app: FastifyInstance, areas: Record<string, AreaOperations>) {
  for (const area of Object.values(areas)) for (const op of Object.values(area)) for (const rest of [op.rest ?? []].flat()) registerRestOperation(app, op, rest);
}

const asObject = (part: unknown) => (part !== null && typeof part === 'object' ? part : {});

/** The operation's input from the parts REST validated: its own mapping, or params, query and body merged. */
function inputOf(op: AnyOperation, rest: RestBinding<unknown, unknown>, parts: RestParts): unknown {
  if (rest.input) return rest.input(parts);
  if (!op.input) return undefined;
  const body = rest.bodyAs ? { [rest.bodyAs]: parts.body } : asObject(parts.body);
  return { ...asObject(parts.params), ...asObject(parts.query), ...body };
}

function outputOf(op: AnyOperation, rest: RestBinding<unknown, unknown>) {
  if (!op.output) throw new Error(`${rest.operationId} has a REST binding but no output schema`);
  return op.output;
}

/** One route: the schemas and gate from the declaration (route-contract.ts), the handler calls `run`. */
function registerRestOperation(app: FastifyInstance, op: AnyOperation, rest: RestBinding<unknown, unknown>) {
  const response = rest.reply
    ? Object.fromEntries(Object.entries(rest.reply.schemas).map(([status, answer]) => [status, json(answer.description, answer.schema)]))
    : { [rest.status ?? 200]: json(rest.answers, outputOf(op, rest)) };
  const declared = operation({
    operationId: rest.operationId,
    tag: rest.tag,
    summary: rest.summary ?? op.summary,
    ...(op.description ? { description: op.description } : {}),
    access: op.access,
    params: rest.params,
    querystring: rest.query,
    body: rest.body,
    headers: rest.headers,
    response,
    ...(rest.errors ? { errors: rest.errors } : {}),
  });
  app.route({
    method: rest.method,
    url: rest.path,
    ...declared,
    ...(rest.attachValidation ? { attachValidation: true } : {}),
    handler: async (req, reply) => {
      const ctx = restContext(app, req);
      const input = inputOf(op, rest, { params: req.params, query: req.query, body: req.body, headers: req.headers });
      const request: OperationRequest = { ip: ctx.ip, sessionId: ctx.tokenSessionId };
      const { access } = op;
      const result =
        typeof access === 'object' && 'beside' in access
          ? await ctx.besideGate(access.beside, (caller) => op.run(ctx.services, caller, input, request))
          : await op.run(ctx.services, access === 'public' ? undefined : callerOf(req), input, request);
      return rest.reply ? rest.reply.send(reply, result) : reply.status(rest.status ?? 200).send(result);
    },
  });
}
