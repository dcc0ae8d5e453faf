import { ZLoginInput } from '@portal/domain/accounts/account-schemas';
import { publicProcedure } from '../../trpc/procedures';

export const login = publicProcedure
  .input(ZLoginInput)
  .mutation(({ ctx, input }) => ctx.services.accounts.login(input, ctx.ip));
