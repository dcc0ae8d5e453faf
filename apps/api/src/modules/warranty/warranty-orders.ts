import { ZWarrantyOrdersInput } from '@portal/domain/warranty/warranty-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** The orders the new-warranty dialog offers: the caller's and their team's approved or shipped orders. */
export const warrantyOrders = storeProcedure.input(ZWarrantyOrdersInput).query(({ ctx, input }) => ctx.services.warranty.orders(ctx.user, input));
