import { ZQuoteList, ZQuoteListInput } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** The team's quotes, newest first, searched by number, customer and order name. */
export const listQuotes = defineOperation({
  summary: "The caller's team quotes, newest first; q searches the number, the customer and the order name",
  access: 'store',
  kind: 'query',
  input: ZQuoteListInput,
  output: ZQuoteList,
  rest: { method: 'GET', path: '/api/quotes', operationId: 'listQuotes', tag: 'Quotes', answers: 'A page of quotes', query: ZQuoteListInput },
  run: (services, caller, input) => services.quotes.list(caller, input),
});
