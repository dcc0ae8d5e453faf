import { ZOrderInvoices } from '@portal/domain/erp-sync/shipments';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';

/** The invoices the ERP posted for an order: whoever may see the order; anyone else gets 404. */
export const listOrderInvoices = defineOperation({
  summary: "The invoices the ERP posted for an order (its owner, a team member or an administrator): number, date and amount; each one's PDF beside",
  access: 'teamOrders',
  kind: 'query',
  input: ZOrderId,
  output: ZOrderInvoices,
  rest: {
    method: 'GET',
    path: '/api/orders/:id/invoices',
    operationId: 'listOrderInvoices',
    tag: 'Orders',
    answers: 'The order’s invoices, oldest first (none before the ERP posts one)',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
  },
  run: (services, caller, input) => services.erpSync.invoices(caller, input.id),
});
