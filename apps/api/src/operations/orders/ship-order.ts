import { ZShipOrderInput } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** Administrators ship an APPROVED order without quote ids; the dealer is mailed the tracking (REST: reject-or-ship-order.ts). */
export const shipOrder = defineOperation({
  summary: 'Ship an approved order with its carrier and tracking number (administrators); the dealer is mailed the tracking',
  access: 'admin',
  kind: 'mutation',
  input: ZShipOrderInput,
  run: (services, caller, input) => services.orders.ship(caller, input),
});
