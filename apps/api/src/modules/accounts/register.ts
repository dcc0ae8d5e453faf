import { ZRegisterInput } from '@portal/domain/accounts/account-schemas';
import { publicProcedure } from '../../trpc/procedures';

export const register = publicProcedure
  .input(ZRegisterInput)
  .mutation(({ ctx, input }) => ctx.services.accounts.register(input, ctx.ip));
