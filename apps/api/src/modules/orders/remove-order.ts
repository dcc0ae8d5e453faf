import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** Owner or administrator; only Draft or Rejected orders. */
export const removeOrder = storeProcedure.input(ZOrderId).mutation(({ ctx, input }) => ctx.services.orders.remove(ctx.user, input.id));
