import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import { defineRestOperation } from '../operation';
import { ZOrderPatch, type TOrderPatch } from './rest-order-body';

const ZRejectOrShipInput = ZOrderId.extend({ action: ZOrderPatch });

/**
 * PATCH /api/orders/{id} (portal.md §7): the specification's one route for the two administrator
 * actions the web calls apart (reject-order.ts, ship-order.ts); the body says which. Open to store
 * accounts as before: the service refuses anyone but an administrator.
 */
export const rejectOrShipOrder = defineRestOperation({
  summary: 'Reject ({reason}) or ship ({shippingAgent, trackingNumber}) an order; a status (REJECTED or Shipped), when sent, says which. Administrators',
  access: 'store',
  kind: 'mutation',
  input: ZRejectOrShipInput,
  output: ZOrder,
  rest: {
    method: 'PATCH',
    path: '/api/orders/:id',
    operationId: 'rejectOrShipOrder',
    tag: 'Orders',
    answers: 'The order, rejected or shipped',
    params: ZOrderId,
    body: ZOrderPatch,
    input: ({ params, body }) => ({ id: (params as { id: string }).id, action: body as TOrderPatch }),
    errors: { 409: 'STATE_CONFLICT: the order is in a state that does not allow this (the message names the rule)' },
  },
  run: (services, caller, { id, action }) =>
    action.status === 'REJECTED'
      ? services.orders.reject(caller, { id, reason: action.reason })
      : services.orders.ship(caller, { id, shippingAgent: action.shippingAgent, trackingNumber: action.trackingNumber }),
});
