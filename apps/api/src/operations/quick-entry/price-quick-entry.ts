import { quickEntryMaxLines, ZQuickEntryInput, ZQuickEntryResult } from '@portal/domain/quick-entry/quick-entry-schemas';
import { defineOperation } from '../operation';

/** The Parts tab's quick entry: pasted lines or a CSV's text, answered as priced part lines and the lines refused with their reasons. */
export const priceQuickEntry = defineOperation({
  summary: "Read pasted lines or a CSV of item number, quantity[, options] and answer the part lines priced at the caller's prices, and every line refused",
  description:
    'Columns: `item number, quantity[, name=value;name=value]`, separated by commas or tabs (quotes around a column holding either), ' +
    `at most ${quickEntryMaxLines} lines. The first column is an item number, or a part family's name whose options then choose the item ` +
    '(as GET /api/bc/portalItems lists them). ' +
    'A first line naming the columns is skipped; lines of the same item add up (within the order limit ORDER_MAX_QUANTITY). ' +
    'Nothing is stored: send the added lines in an order save (number and quantity, or family, options and quantity). ' +
    'A line that cannot be added is refused with its line number, its text and the reason; the others are added.',
  access: 'store',
  kind: 'mutation',
  input: ZQuickEntryInput,
  output: ZQuickEntryResult,
  rest: {
    method: 'POST',
    path: '/api/store/quick-entry',
    operationId: 'priceQuickEntry',
    tag: 'Pricing',
    answers: 'The lines added (one per item, priced) and the lines refused, each with its reason',
    body: ZQuickEntryInput,
    errors: {
      400: `INVALID_INPUT: fieldErrors.lines: no line to add, more than ${quickEntryMaxLines} lines or 200,000 characters`,
      409: 'NO_ERP_CUSTOMER: the account is not linked to an ERP customer, so it has no prices',
    },
  },
  run: (services, caller, input) => services.quickEntry.price(caller, input),
});
