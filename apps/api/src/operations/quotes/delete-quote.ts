import { ZQuoteDeleted, ZQuoteId } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

export const deleteQuote = defineOperation({
  summary: "Delete a quote (its team's dealers)",
  access: 'store',
  kind: 'mutation',
  input: ZQuoteId,
  output: ZQuoteDeleted,
  rest: {
    method: 'DELETE',
    path: '/api/quotes/:id',
    operationId: 'deleteQuote',
    tag: 'Quotes',
    answers: 'Deleted',
    params: ZQuoteId,
    input: ({ params }) => params as { id: string },
    errors: { 404: "No such quote, or not one of the caller's team" },
  },
  run: (services, caller, input) => services.quotes.remove(caller, input.id),
});
