import { signedInProcedure } from '../../trpc/procedures';

export const logout = signedInProcedure.mutation(async ({ ctx }) => ctx.services.accounts.logout(ctx.user, await ctx.tokenSessionId()));
