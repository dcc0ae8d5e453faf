import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { ZDealerApprovalBody, ZDealerApprovalInput } from '@portal/domain/orders/dealer-approval';
import { parseInput } from '@portal/domain/errors/field-errors';
import { defineOperation } from '../operation';

/** The team's administrator approves a buyer's order over the spending approval, or sends it back to draft with a reason (issue 32). */
export const decideDealerApproval = defineOperation({
  summary: "Approve a team's order over its spending approval, or send it back to draft with a reason (the team's administrators)",
  description:
    "A buyer's order above the team's spending approval waits as AWAITING_DEALER_APPROVAL, seen by the team only. " +
    "'approve' submits it to the manufacturer (SUBMITTED, as any submission); 'return' makes it a DRAFT again, the reason " +
    '(3 characters or more) in its history. The buyer is mailed either way.',
  access: 'approved',
  kind: 'mutation',
  input: ZDealerApprovalInput,
  output: ZOrder,
  rest: {
    method: 'POST',
    path: '/api/orders/:id/dealer-approval',
    operationId: 'decideDealerApproval',
    tag: 'Orders',
    answers: 'The order, submitted or back in draft',
    params: ZOrderId,
    body: ZDealerApprovalBody,
    // The whole input is checked, the return's reason with it (the body's schema alone cannot see the decision and the reason together).
    input: ({ params, body }) => parseInput(ZDealerApprovalInput, { ...(params as { id: string }), ...(body as object) }),
    errors: {
      400: 'INVALID_INPUT: decision is neither approve nor return, or a return without a reason',
      403: "Not one of the order's team administrators",
      404: 'No such order, or not one of your team',
      409: 'The order is not awaiting dealer approval',
    },
  },
  run: (services, caller, input) => services.orders.dealerApproval(caller, input),
});
