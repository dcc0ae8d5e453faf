import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZChangePromiseInput } from '@portal/domain/orders/order-promise';
import { defineOperation } from '../operation';

/** The order desk moves an approved order's promised ship date (issue 32): a reason always, kept in the history; later mails the dealer. */
export const changeOrderPromise = defineOperation({
  summary: "Change an approved order's promised ship date with a reason (administrators); a later date is mailed to the dealer",
  description:
    "Any day may be promised; the reason and the old and new days go into the order's history. When the new day is later, " +
    'the dealer is mailed the new day and the reason.',
  access: 'admin',
  kind: 'mutation',
  input: ZChangePromiseInput,
  output: ZOrder,
  rest: {
    method: 'PATCH',
    path: '/api/admin/orders/:id',
    operationId: 'changeOrderPromise',
    tag: 'Orders',
    answers: 'The order with its new promise',
    params: ZOrderId,
    body: ZChangePromiseInput.omit({ id: true }).meta({ id: 'OrderPromiseChange', description: 'A new promised ship date and why' }),
    errors: {
      400: 'INVALID_INPUT: promisedShipDate is no date, or the reason is missing',
      404: 'No such order',
      409: 'The order is not approved (only an approved order has a promise to move)',
    },
  },
  run: (services, caller, input) => services.orders.changePromise(caller, input),
});
