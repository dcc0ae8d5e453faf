import { ZRejectOrderInput } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** Administrators reject a SUBMITTED order with a reason; the dealer is mailed (REST: reject-or-ship-order.ts). */
export const rejectOrder = defineOperation({
  summary: 'Reject a submitted order with a reason (administrators); the dealer is mailed',
  access: 'admin',
  kind: 'mutation',
  input: ZRejectOrderInput,
  run: (services, caller, input) => services.orders.reject(caller, input),
});
