import { ZErpSyncRetried } from '@portal/domain/erp-sync/erp-sync';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** A failed order's sales order queued again once its cause is put right; the worker sends it (202: nothing waits on the ERP). */
export const retryErpSync = defineOperation({
  summary: "Send a failed order's sales order to the ERP again (administrators); answered at once, the job sends it",
  access: 'admin',
  kind: 'mutation',
  input: ZOrderId,
  output: ZErpSyncRetried,
  rest: {
    method: 'POST',
    path: '/api/admin/orders/:id/erp-sync',
    operationId: 'retryErpSync',
    tag: 'Orders',
    status: 202,
    answers: 'Queued again: the ERP job sends it (its state is the answer’s erpSync, and the order’s)',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
    errors: {
      404: 'NOT_FOUND: no such order',
      409: 'ERP_SYNC_NOT_FAILED: only an order whose sales order failed can be sent again (a queued one is being tried, a sent one would be sent twice)',
    },
  },
  run: (services, caller, input) => services.erpSync.retry(caller, input.id),
});
