import { z } from 'zod';
import { ZIdempotencyKey, ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZCopyOrderInput, ZOrderCopy } from '@portal/domain/orders/order-copy';
import { parseInput } from '@portal/domain/errors/field-errors';
import { defineOperation } from '../operation';

/** The copy's headers: Node names them in lower case; every other header passes through untouched. */
const ZCopyOrderHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/** Copy any order the caller may see into a new draft of the caller's at today's prices (issue 29). */
export const copyOrder = defineOperation({
  summary: "Copy an order into a new draft of the caller's, every line priced again at today's prices",
  description:
    'Any order the caller may see (own, team, or any for administrators) is copied into a new DRAFT owned by the caller, priced for ' +
    "the caller's price group and tier. Each line's old and new total is answered (copiedLines); lines whose items are no longer sold " +
    'are left out and named (leftOut). Send an Idempotency-Key header to retry safely: a retry with the same key answers the same draft.',
  access: 'store',
  kind: 'mutation',
  input: ZCopyOrderInput,
  output: ZOrderCopy,
  rest: {
    method: 'POST',
    path: '/api/orders/:id/copy',
    operationId: 'copyOrder',
    tag: 'Orders',
    status: 201,
    answers: 'The new draft, with the old and new price of each line and the lines left out',
    params: ZOrderId,
    headers: ZCopyOrderHeaders,
    input: ({ params, headers }) => parseInput(ZCopyOrderInput, { ...(params as { id: string }), idempotencyKey: headers['idempotency-key'] }),
    errors: {
      400: 'INVALID_INPUT: a field names what is wrong; ORDER_LIMIT_EXCEEDED: the copy is over a limit of this portal',
      404: 'No such order, or not one the caller may see',
      409:
        'NO_ERP_CUSTOMER: the account has no prices; LINES_NOT_ORDERABLE: nothing in the order is sold today; ' +
        'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request',
    },
  },
  run: (services, caller, input) => services.orders.copy(caller, input),
});
