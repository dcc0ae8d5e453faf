import { ZAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import { adminProcedure } from '../../trpc/procedures';
import { passedCaller } from '../../http/require-user';
import { orderListValue } from './order-list-body';

/** Every dealer's orders except drafts, filtered, sorted and paged. */
export const adminOrders = adminProcedure.input(ZAdminOrdersInput).query(({ input, ctx }) => ctx.services.orders.adminList(passedCaller(ctx.user), input).then(orderListValue));
