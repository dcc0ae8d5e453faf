import { initTRPC, TRPCError } from '@trpc/server';
import { genericErrorMessage, toClientError } from '../../http/error-mapping';
import type { RequestContext } from './context';

/**
 * One error formatter: domain and validation errors keep their message and field errors,
 * anything unexpected is logged and reaches the client as a generic message.
 */
export const t = initTRPC.context<RequestContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const known = toClientError(error);
    if (!known && error.code === 'INTERNAL_SERVER_ERROR') {
      (ctx?.log ?? ctx?.deps.log)?.error({ err: error.cause ?? error }, 'unexpected error');
      if (ctx) ctx.deps.errors.report(error.cause ?? error, ctx.requestId);
      return { ...shape, message: genericErrorMessage, data: { ...shape.data, stack: undefined, fieldErrors: undefined } };
    }
    if (known?.outage !== undefined) (ctx?.log ?? ctx?.deps.log)?.warn({ err: known.outage }, known.message);
    return {
      ...shape,
      message: known?.message ?? shape.message,
      data: { ...shape.data, httpStatus: known?.status ?? shape.data.httpStatus, stack: undefined, fieldErrors: known?.fieldErrors, errorCode: known?.code },
    };
  },
});

export { TRPCError };
