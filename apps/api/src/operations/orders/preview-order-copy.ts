import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZOrderCopyPreview } from '@portal/domain/orders/order-copy';
import { defineOperation } from '../operation';

/** What copying an order would make, before anything is saved (issue 29): the copy's own comparison. */
export const previewOrderCopy = defineOperation({
  summary: "Preview a copy of an order: every line priced at today's prices, nothing saved",
  description:
    'Any order the caller may see (own, team, or any for administrators), priced line by line as copyOrder would price it for the ' +
    "caller's price group and tier: each line's old and new total (copiedLines), the lines no longer sold (leftOut), the new totals. " +
    'Nothing is written; copyOrder then saves these same lines.',
  access: 'store',
  kind: 'query',
  input: ZOrderId,
  output: ZOrderCopyPreview,
  rest: {
    method: 'GET',
    path: '/api/orders/:id/copy-preview',
    operationId: 'previewOrderCopy',
    tag: 'Orders',
    answers: 'Each line at its old and new price, the lines a copy would leave out, and the new totals',
    params: ZOrderId,
    input: ({ params }) => params as { id: string },
    errors: {
      404: 'No such order, or not one the caller may see',
      409: 'NO_ERP_CUSTOMER: the account has no prices',
    },
  },
  run: (services, caller, input) => services.orders.copyPreview(caller, input.id),
});
