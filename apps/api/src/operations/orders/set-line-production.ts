import { z } from 'zod';
import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import { ZSetLineProductionInput } from '@portal/domain/orders/production-status';
import { defineOperation } from '../operation';

const ZOrderLineId = ZSetLineProductionInput.pick({ id: true, lineId: true });

/** The order desk moves one line of an approved order through production (issue 32); moving back needs a reason. */
export const setLineProduction = defineOperation({
  summary: 'Move a line of an approved order through production: Confirmed → In production → Ready → Shipped (administrators)',
  description:
    "The line's id is its screenId, roofId or partId. Moving a line back (Ready → In production) needs a reason; " +
    "every move is kept in the order's history. The dealer sees each line's status and since when.",
  access: 'admin',
  kind: 'mutation',
  input: ZSetLineProductionInput,
  output: ZOrder,
  rest: {
    method: 'PATCH',
    path: '/api/admin/orders/:id/lines/:lineId',
    operationId: 'setLineProduction',
    tag: 'Orders',
    answers: 'The order with the line moved',
    params: ZOrderLineId,
    body: z
      .object({ productionStatus: ZSetLineProductionInput.shape.productionStatus, reason: ZSetLineProductionInput.shape.reason })
      .meta({ id: 'LineProductionChange', description: "A line's new production status (a reason to move it back)" }),
    errors: {
      400: 'INVALID_INPUT: an unknown status, or a move back without a reason',
      404: 'No such order, or no such line in it',
      409: 'The order is not approved, or the line already has that status',
    },
  },
  run: (services, caller, input) => services.orders.setLineProduction(caller, input),
});
