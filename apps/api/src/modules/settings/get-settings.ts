import { signedInProcedure } from '../../trpc/procedures';

export const getSettings = signedInProcedure.query(({ ctx }) => ctx.services.settings.get());
