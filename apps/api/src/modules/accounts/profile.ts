import { signedInProcedure } from '../../trpc/procedures';

export const profile = signedInProcedure.query(({ ctx }) => ctx.services.accounts.profile(ctx.user));
