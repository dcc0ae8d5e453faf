import { ZQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** The team's markups and company block (defaults until saved: 1× and the ERP customer's name). */
export const getQuoteSettings = defineOperation({
  summary: "The caller's team quote settings: a markup per product kind and the company block its quotes print",
  access: 'store',
  kind: 'query',
  output: ZQuoteSettings,
  rest: { method: 'GET', path: '/api/quotes/settings', operationId: 'getQuoteSettings', tag: 'Quotes', answers: 'The settings' },
  run: (services, caller) => services.quotes.settings(caller),
});
