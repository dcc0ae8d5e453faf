import { adminProcedure } from '../../trpc/procedures';

/** Administrators: every ERP customer with price group and tier. */
export const listCustomers = adminProcedure.query(({ ctx }) => ctx.services.customers.listAll());
