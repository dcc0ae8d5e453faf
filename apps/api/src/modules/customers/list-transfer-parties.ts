import { storeProcedure } from '../../trpc/procedures';

/** Administrators and corporation users: who a material transfer may name (internal dealers for administrators only). */
export const listTransferParties = storeProcedure.query(({ ctx }) => ctx.services.customers.transferParties(ctx.user));
