import { ZOrderCopy } from '@portal/domain/orders/order-copy';
import { ZQuoteId } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** The customer said yes: the quote's lines into a new draft at today's prices, each line's difference answered. */
export const orderFromQuote = defineOperation({
  summary: "Make a new draft from a quote's lines at today's prices (its team's dealers), with each line's old and new price",
  access: 'store',
  kind: 'mutation',
  input: ZQuoteId,
  output: ZOrderCopy,
  rest: {
    method: 'POST',
    path: '/api/quotes/:id/order',
    operationId: 'orderFromQuote',
    tag: 'Quotes',
    status: 201,
    answers: 'The new draft, with the price on the quote and today’s price of each line, and the lines left out',
    params: ZQuoteId,
    input: ({ params }) => params as { id: string },
    errors: { 404: "No such quote, or not one of the caller's team", 409: 'NO_ERP_CUSTOMER, or LINES_NOT_ORDERABLE: nothing on the quote is sold today' },
  },
  run: (services, caller, input) => services.quotes.order(caller, input.id),
});
