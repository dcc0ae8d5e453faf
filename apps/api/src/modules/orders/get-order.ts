import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** One order: its owner, a team member or an administrator; anyone else gets 404. */
export const getOrder = storeProcedure.input(ZOrderId).query(({ ctx, input }) => ctx.services.orders.get(ctx.user, input.id));
