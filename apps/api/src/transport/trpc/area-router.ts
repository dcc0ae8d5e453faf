import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import type { PortalUser } from '@portal/domain/accounts/user';
import { passedCaller } from '../../http/require-user';
import { besideLevel, type Access } from '../../operations/access';
import { t } from './init';
import { gatedProcedure } from './procedures';
import type { AnyOperation, AreaOperations, Operation, OperationRequest } from '../../operations/operation';

/** The procedure type tRPC's client infers from: the operation's input and what `run` resolves to (or its tRPC answer, T). */
type ProcedureOf<Op> =
  Op extends Operation<Access, infer I, any, infer K, infer T>
    ? K extends 'query'
      ? TRPCQueryProcedure<{ input: I extends z.ZodType ? z.input<I> : undefined; output: T; meta: object }>
      : TRPCMutationProcedure<{ input: I extends z.ZodType ? z.input<I> : undefined; output: T; meta: object }>
    : never;

type ProceduresOf<T extends AreaOperations> = { [P in keyof T as T[P] extends { trpc: false } ? never : P]: ProcedureOf<T[P]> };

/** One operation as a tRPC procedure: the gate its access names, its input, then `run`. */
function procedureFor(op: AnyOperation) {
  const { access, guard } = op;
  const gate = gatedProcedure(besideLevel(access) ?? (access as Exclude<Access, { beside: unknown }>));
  // The guard runs before the input is parsed: its refusal comes first, as REST's does.
  const guarded = guard
    ? gate.use(async ({ ctx, next }) => {
        await guard(ctx.services, (ctx as { user?: unknown }).user as PortalUser);
        return next();
      })
    : gate;
  const withInput = op.input ? guarded.input(op.input) : guarded;
  const resolve = ({
    ctx,
    input,
  }: {
    ctx: { services: Parameters<AnyOperation['run']>[0]; ip: string; tokenSessionId(): Promise<string | undefined>; user?: unknown };
    input: unknown;
  }) => {
    const request: OperationRequest = { ip: ctx.ip, sessionId: ctx.tokenSessionId };
    // The gate put the account in ctx.user for every access but 'public'.
    const user = ctx.user as PortalUser;
    const caller = access === 'public' ? undefined : besideLevel(access) ? passedCaller(user) : user;
    const result = op.run(ctx.services, caller, input, request);
    return op.trpc ? result.then(op.trpc.answer) : result;
  };
  return op.kind === 'query' ? withInput.query(resolve) : withInput.mutation(resolve);
}

/** An area's operations as a router, its procedures named as the area's list names them. */
export function areaRouter<T extends AreaOperations>(operations: T) {
  const procedures = Object.fromEntries(Object.entries(operations).flatMap(([name, op]) => (op.trpc === false ? [] : [[name, procedureFor(op)]])));
  return t.router(procedures as unknown as ProceduresOf<T>);
}
