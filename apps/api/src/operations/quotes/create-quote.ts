import { ZCreateQuoteInput, ZQuote } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** A quote for the dealer's customer from a saved order of his team, at retail prices. */
export const createQuote = defineOperation({
  summary: "Make a customer quote from a saved order of the caller's team: each line at retail (portal unit price × markup, rounded half up)",
  access: 'store',
  kind: 'mutation',
  input: ZCreateQuoteInput,
  output: ZQuote,
  rest: {
    method: 'POST',
    path: '/api/quotes',
    operationId: 'createQuote',
    tag: 'Quotes',
    status: 201,
    answers: 'The quote (status open, a Q- number)',
    body: ZCreateQuoteInput,
    errors: {
      400: 'INVALID_INPUT: fieldErrors name the field (markups.roofs below 1 without allowBelowCost, validUntil…)',
      404: "No such order, or not one of the caller's team",
      409: 'NO_ERP_CUSTOMER: the account has no ERP customer, so no prices',
    },
  },
  run: (services, caller, input) => services.quotes.create(caller, input),
});
