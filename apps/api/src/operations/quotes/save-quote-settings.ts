import { ZQuoteSettings, ZQuoteSettingsInput } from '@portal/domain/quotes/quote-schemas';
import { defineOperation } from '../operation';

/** The team's markups and company block, saved whole; a markup below 1× only with allowBelowCost. */
export const saveQuoteSettings = defineOperation({
  summary: "Save the caller's team quote settings: markups (above 0, at most 10; below 1 only with allowBelowCost: true) and the company block",
  access: 'store',
  kind: 'mutation',
  input: ZQuoteSettingsInput,
  output: ZQuoteSettings,
  rest: {
    method: 'PUT',
    path: '/api/quotes/settings',
    operationId: 'saveQuoteSettings',
    tag: 'Quotes',
    answers: 'The settings as saved',
    body: ZQuoteSettingsInput,
    errors: { 400: 'INVALID_INPUT: fieldErrors name the kind (markups.screens…): out of range, or below 1 without allowBelowCost' },
  },
  run: (services, caller, input) => services.quotes.saveSettings(caller, input),
});
