import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZOrderDeleted } from '@portal/domain/orders/order-view-schemas';
import { defineOperation } from '../operation';

/** Owner or administrator; only Draft or Rejected orders. */
export const deleteOrder = defineOperation({
  summary: 'Delete a Draft or Rejected order (its owner or an administrator)',
  access: 'store',
  kind: 'mutation',
  input: ZOrderId,
  output: ZOrderDeleted,
  rest: {
    method: 'DELETE',
    path: '/api/orders/:id',
    operationId: 'deleteOrder',
    tag: 'Orders',
    answers: 'Deleted',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
    errors: { 409: 'STATE_CONFLICT: the order is in a state that does not allow this (the message names the rule)' },
  },
  run: (services, caller, input) => services.orders.remove(caller, input.id),
});
