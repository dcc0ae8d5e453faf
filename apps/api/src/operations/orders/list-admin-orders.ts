import { ZAdminOrdersInput, type TAdminOrders } from '@portal/domain/orders/order-schemas';
import { ZOrderList } from '@portal/domain/orders/order-view-schemas';
import { defineOperation } from '../operation';
import { orderListValue, orderPageReply } from './order-list-body';

/** Every dealer's orders except drafts, filtered, sorted and paged; the page is read beside the session check. */
export const listAdminOrders = defineOperation({
  summary: 'Every dealer order except drafts and carts (administrators); filter matches the dealer or the owner’s name',
  access: { beside: 'admin' },
  kind: 'query',
  input: ZAdminOrdersInput,
  output: ZOrderList,
  rest: {
    method: 'GET',
    path: '/api/admin/orders',
    operationId: 'listAdminOrders',
    tag: 'Orders',
    answers: orderPageReply.schemas[200].description,
    query: ZAdminOrdersInput,
    input: ({ query }) => query as TAdminOrders,
    reply: orderPageReply,
  },
  run: (services, caller, input) => services.orders.adminList(caller, input),
  trpc: { answer: orderListValue },
});
