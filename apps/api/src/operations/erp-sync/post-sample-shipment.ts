import { ZPostSampleShipmentInput, ZSampleErpPosted, sampleErpMessages } from '@portal/domain/erp-sync/sample-erp';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** Without Business Central: an administrator posts a shipment of an order's sales order in the sample ERP; the poller brings it to the order. */
export const postSampleShipment = defineOperation({
  summary: 'Post a shipment in the sample ERP (administrators; only without Business Central): everything not shipped yet, or the lines given',
  access: 'admin',
  kind: 'mutation',
  input: ZPostSampleShipmentInput,
  output: ZSampleErpPosted,
  rest: {
    method: 'POST',
    path: '/api/admin/orders/:id/sample-erp/shipments',
    operationId: 'postSampleShipment',
    tag: 'Orders',
    status: 201,
    answers: 'Posted: the poller marks the order (Shipped once every line is) and mails the dealer',
    params: ZOrderId,
    body: ZPostSampleShipmentInput.omit({ id: true }),
    errors: {
      404: 'NOT_FOUND: no such order',
      409: `STATE_CONFLICT: '${sampleErpMessages.notInUse}', '${sampleErpMessages.notSent}' or '${sampleErpMessages.nothingToShip}'`,
    },
  },
  run: (services, caller, input) => services.erpSync.postSampleShipment(caller, input),
});
