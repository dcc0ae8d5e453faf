import { ZQuote, ZQuoteId } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** One quote: its team's dealers, or an administrator; anyone else gets 404. */
export const getQuote = defineOperation({
  summary: "One quote (its team's dealers, or any for an administrator)",
  access: 'store',
  kind: 'query',
  input: ZQuoteId,
  output: ZQuote,
  rest: {
    method: 'GET',
    path: '/api/quotes/:id',
    operationId: 'getQuote',
    tag: 'Quotes',
    answers: 'The quote',
    params: ZQuoteId,
    input: ({ params }) => params as { id: string },
  },
  run: (services, caller, input) => services.quotes.get(caller, input.id),
});
