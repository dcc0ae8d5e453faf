import { ZStoreLeadTimes } from '@portal/domain/lead-times/lead-times';
import { defineOperation } from '../operation';

/** What the store dates lines from as the dealer builds an order (issue 32): the table and today in the portal's time zone. */
export const getStoreLeadTimes = defineOperation({
  summary: "The lead-time table and today's date in the portal's time zone, for the store's estimated ship dates",
  description:
    "A line ships its kind's working days after today, plus the days of every addition its configuration matches; " +
    'working days are Monday to Friday less the holidays. Order views carry the same estimates (estimatedShipDate).',
  access: 'store',
  kind: 'query',
  output: ZStoreLeadTimes,
  rest: { method: 'GET', path: '/api/lead-times', operationId: 'getStoreLeadTimes', tag: 'Settings', answers: 'The table and today' },
  run: (services) => services.leadTimes.forStore(),
});
