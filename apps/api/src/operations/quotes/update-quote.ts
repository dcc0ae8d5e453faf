import { ZPatchQuoteInput, ZQuote, ZQuoteId } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

const ZUpdateQuoteInput = ZQuoteId.extend({ patch: ZPatchQuoteInput });

/** A quote's outcome (won, lost, open again) and notes: its team's dealers. */
export const updateQuote = defineOperation({
  summary: "Mark a quote won or lost (or open again), or change its notes (its team's dealers)",
  access: 'store',
  kind: 'mutation',
  input: ZUpdateQuoteInput,
  output: ZQuote,
  rest: {
    method: 'PATCH',
    path: '/api/quotes/:id',
    operationId: 'updateQuote',
    tag: 'Quotes',
    answers: 'The quote as saved',
    params: ZQuoteId,
    body: ZPatchQuoteInput,
    bodyAs: 'patch',
    errors: { 400: 'INVALID_INPUT: an unknown status or field', 404: "No such quote, or not one of the caller's team" },
  },
  run: (services, caller, input) => services.quotes.update(caller, input.id, input.patch),
});
