import { ZDealerOrdersInput } from '@portal/domain/orders/order-schemas';
import { storeProcedure } from '../../trpc/procedures';
import { passedCaller } from '../../http/require-user';
import { orderListValue } from './order-list-body';

/** My orders or my team's (same ERP customer), 25 per page. */
export const dealerOrders = storeProcedure.input(ZDealerOrdersInput).query(({ ctx, input }) => ctx.services.orders.dealerList(passedCaller(ctx.user), input).then(orderListValue));
