import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import { defineOperation } from '../operation';

/** One order: its owner, a team member or an administrator; anyone else gets 404. */
export const getOrder = defineOperation({
  summary: 'One order (its owner, a team member or an administrator)',
  access: 'teamOrders',
  kind: 'query',
  input: ZOrderId,
  output: ZOrder,
  rest: {
    method: 'GET',
    path: '/api/orders/:id',
    operationId: 'getOrder',
    tag: 'Orders',
    answers: 'The order',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
  },
  run: (services, caller, input) => services.orders.get(caller, input.id),
});
