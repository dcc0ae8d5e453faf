import fc from 'fast-check';
import { z } from 'zod';
import { arbitraryFromSchema, refResolver, type JsonSchema } from './schema-arbitrary';
import { hostileValue, mutated, toHostileJson } from './mutations';
import { encodeAnything, endsSession, type HostileRequest } from './hostile-request';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] };
}
export interface TrpcProcedure {
  name: string;
  type: 'query' | 'mutation';
  /** The `.input()` schema as JSON Schema (the input side), or undefined for a procedure without one. */
  input: JsonSchema | undefined;
}

/** Every query and mutation of the router, with its input schema. */
export function trpcProcedures(router: { _def: { procedures: unknown } }): TrpcProcedure[] {
  return Object.entries(router._def.procedures as Record<string, ProcedureDef>).flatMap(([name, procedure]) => {
    const { type, inputs } = procedure._def;
    if (type === 'subscription') return [];
    const [schema] = inputs;
    return [{ name, type, input: schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined }];
  });
}

/** One call's input: generated from its schema and mutated; a procedure without input gets nothing, or something. */
function inputs(procedure: TrpcProcedure, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  if (!procedure.input) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });
  return mutated(arbitraryFromSchema(procedure.input, { resolve: refResolver(procedure.input), uuid: ids }));
}

/**
 * Requests to the tRPC endpoint: a single call (a query as GET ?input=, a mutation as a POST
 * body) or a batch of up to three calls of one kind, now and then with the other method (405).
 */
export function trpcRequests(procedures: TrpcProcedure[], ids: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> {
  const call = (list: TrpcProcedure[]) => fc.constantFrom(...list).chain((procedure) => inputs(procedure, ids).map((input) => ({ procedure, input })));
  const byType = (type: TrpcProcedure['type']) => procedures.filter((p) => p.type === type);
  const calls = fc.constantFrom<TrpcProcedure['type']>('query', 'mutation').chain((type) => fc.array(call(byType(type)), { minLength: 1, maxLength: 3 }));

  // One request in twenty uses the other method (a mutation as GET, a query as POST).
  return fc.record({ calls, batched: fc.boolean(), roll: fc.nat(19) }).map(({ calls: list, batched, roll }) => {
    const type = list[0]!.procedure.type;
    const single = !batched && list.length === 1;
    const wrongMethod = roll === 0;
    const method = (type === 'query') !== wrongMethod ? 'GET' : 'POST';
    const names = list.map((c) => c.procedure.name).join(',');
    const json = single
      ? list[0]!.input === undefined
        ? undefined
        : toHostileJson(list[0]!.input)
      : toHostileJson(Object.fromEntries(list.map((c, i) => [String(i), c.input])));
    const query = [single ? '' : 'batch=1', method === 'GET' && json !== undefined ? `input=${encodeAnything(json)}` : ''].filter(Boolean).join('&');
    return {
      label: `tRPC ${single ? '' : 'batch '}${names}`,
      transport: 'trpc' as const,
      method,
      url: `/trpc/${names}${query ? `?${query}` : ''}`,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : ({} as Record<string, string>),
      ...(method === 'POST' && json !== undefined ? { payload: json } : {}),
      endsSession: endsSession(names),
    } satisfies HostileRequest;
  });
}
