import { ZRequestResetInput } from '@portal/domain/accounts/account-schemas';
import { publicProcedure } from '../../trpc/procedures';

export const requestReset = publicProcedure
  .input(ZRequestResetInput)
  .mutation(({ ctx, input }) => ctx.services.accounts.requestReset(input, ctx.ip));
