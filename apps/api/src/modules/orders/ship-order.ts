import { ZShipOrderInput } from '@portal/domain/orders/order-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Administrators ship an APPROVED order without quote ids; the dealer is mailed the tracking. */
export const shipOrder = adminProcedure.input(ZShipOrderInput).mutation(({ ctx, input }) => ctx.services.orders.ship(ctx.user, input));
