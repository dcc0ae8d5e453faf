import { ZResetPasswordInput } from '@portal/domain/accounts/account-schemas';
import { publicProcedure } from '../../trpc/procedures';

export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .mutation(({ ctx, input }) => ctx.services.accounts.resetPassword(input, ctx.ip));
