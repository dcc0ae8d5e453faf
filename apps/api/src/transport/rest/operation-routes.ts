import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { restContext } from './rest-context';
import { json, operation } from './route-contract';
import { callerOf } from './route-gate';
import type { AnyOperation, AreaOperations, OperationRequest, RestBinding, RestParts } from '../../operations/operation';
import { namedAsSent } from './named-as-sent';
import { besideLevel } from '../../operations/access';

/** The REST routes of every operation that has a REST binding, in the order the list holds them. */
export function registerOperationRoutes(app: FastifyInstance, areas: Record<string, AreaOperations>) {
  for (const area of Object.values(areas))
    for (const op of Object.values(area)) for (const rest of [op.rest ?? []].flat()) registerRestOperation(app, op, rest);
}

const asObject = (part: unknown) => (part !== null && typeof part === 'object' ? part : {});

/** The operation's input from the parts REST validated: its own mapping, or params, query and body merged. */
function inputOf(op: AnyOperation, rest: RestBinding<unknown, unknown>, parts: RestParts): unknown {
  if (rest.input) return rest.input(parts);
  if (!op.input) return undefined;
  // Only the parts the binding declares, and so validated: an undeclared query string or body never reaches the input.
  const declared = (schema: unknown, part: unknown) => (schema ? asObject(part) : {});
  const body = rest.bodyAs ? { [rest.bodyAs]: parts.body } : declared(rest.body, parts.body);
  return { ...declared(rest.params, parts.params), ...declared(rest.query, parts.query), ...body };
}

function outputOf(op: AnyOperation, rest: RestBinding<unknown, unknown>) {
  if (!op.output) throw new Error(`${rest.operationId} has a REST binding but no output schema`);
  return op.output;
}

/** The operation's guard, after the gate and before the request is read. */
function guardHook(op: AnyOperation): onRequestHookHandler {
  const { access, guard } = op;
  if (!guard || access === 'public' || besideLevel(access)) throw new Error(`${op.summary}: a guard needs an access that names a level or a permission`);
  return async (req) => guard(restContext(req.server, req).services, callerOf(req));
}

/** One route: the schemas and gate from the declaration (route-contract.ts), the handler calls `run`. */
function registerRestOperation(app: FastifyInstance, op: AnyOperation, rest: RestBinding<unknown, unknown>) {
  const response = rest.reply
    ? Object.fromEntries(
        Object.entries(rest.reply.schemas).map(([status, answer]) => [status, answer instanceof z.ZodType ? answer : json(answer.description, answer.schema)]),
      )
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
    ...(op.guard ? { onRequest: [...declared.onRequest, guardHook(op)] } : {}),
    ...(rest.attachValidation ? { attachValidation: true } : {}),
    handler: async (req, reply) => {
      const ctx = restContext(app, req);
      const request: OperationRequest = { ip: ctx.ip, sessionId: ctx.tokenSessionId };
      const beside = besideLevel(op.access);
      const call = async () => {
        const input = inputOf(op, rest, { params: req.params, query: req.query, body: req.body, headers: req.headers });
        return beside
          ? ctx.besideGate(beside, (caller) => op.run(ctx.services, caller, input, request))
          : op.run(ctx.services, op.access === 'public' ? undefined : callerOf(req), input, request);
      };
      const result = rest.fieldNamesAsSent ? await namedAsSent(call, rest.fieldNamesAsSent) : await call();
      return rest.reply ? rest.reply.send(reply, result) : reply.status(rest.status ?? 200).send(result);
    },
  });
}
