import { createQuote } from './create-quote';
import { deleteQuote } from './delete-quote';
import { getQuote } from './get-quote';
import { getQuoteSettings } from './get-quote-settings';
import { listQuotes } from './list-quotes';
import { orderFromQuote } from './order-from-quote';
import { saveQuoteSettings } from './save-quote-settings';
import { updateQuote } from './update-quote';

/** Customer quotes with the dealer's margin (issue 31); the logo upload and the PDF are streams (transport/streams/quotes.ts). */
export const quotesOperations = {
  settings: getQuoteSettings,
  saveSettings: saveQuoteSettings,
  create: createQuote,
  list: listQuotes,
  get: getQuote,
  update: updateQuote,
  remove: deleteQuote,
  order: orderFromQuote,
};
