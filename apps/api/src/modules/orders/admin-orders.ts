import { ZAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Every dealer's orders except drafts, filtered, sorted and paged. */
export const adminOrders = adminProcedure.input(ZAdminOrdersInput).query(({ input, ctx }) => ctx.services.orders.adminList(input));
