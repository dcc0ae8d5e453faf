import { ZSampleErpPosted, sampleErpMessages } from '@portal/domain/erp-sync/sample-erp';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** Without Business Central: an administrator posts the invoice of an order's sales order in the sample ERP (a generated PDF). */
export const postSampleInvoice = defineOperation({
  summary: 'Post the invoice of an order in the sample ERP (administrators; only without Business Central)',
  access: 'admin',
  kind: 'mutation',
  input: ZOrderId,
  output: ZSampleErpPosted,
  rest: {
    method: 'POST',
    path: '/api/admin/orders/:id/sample-erp/invoices',
    operationId: 'postSampleInvoice',
    tag: 'Orders',
    status: 201,
    answers: 'Posted: the poller lists it on the order',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
    errors: { 404: 'NOT_FOUND: no such order', 409: `STATE_CONFLICT: '${sampleErpMessages.notInUse}' or '${sampleErpMessages.notSent}'` },
  },
  run: (services, caller, input) => services.erpSync.postSampleInvoice(caller, input.id),
});
