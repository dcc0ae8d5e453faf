import { ZLineDrawings } from '@portal/domain/drawings/drawing-schemas';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** An order's drawings: whoever may see the order; anyone else gets 404. */
export const getOrderDrawings = defineOperation({
  summary: "The dimensioned drawings of an order's screens and roofs (its owner, a team member or an administrator)",
  access: 'teamOrders',
  kind: 'query',
  input: ZOrderId,
  output: ZLineDrawings,
  rest: {
    method: 'GET',
    path: '/api/orders/:id/drawings',
    operationId: 'getOrderDrawings',
    tag: 'Orders',
    answers: 'One drawing per screen and roof line (none for parts)',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
  },
  run: (services, caller, input) => services.documents.drawings(caller, input.id),
});
