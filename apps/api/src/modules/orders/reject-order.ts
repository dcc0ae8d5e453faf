import { ZRejectOrderInput } from '@portal/domain/orders/order-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Administrators reject a SUBMITTED order with a reason; the dealer is mailed. */
export const rejectOrder = adminProcedure.input(ZRejectOrderInput).mutation(({ ctx, input }) => ctx.services.orders.reject(ctx.user, input));
