import { ZAdjustmentsQuery } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentList } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { off, switchedOn } from './feature-switch';

/** The requester's lists: my adjustments or my team's, sorted and paged. */
export const listAdjustments = defineOperation({
  summary: 'My order adjustments (scope=mine) or my team’s (scope=team), sorted by orderBy and sortOrder, the id breaking ties',
  access: 'approved',
  guard: switchedOn,
  kind: 'query',
  input: ZAdjustmentsQuery,
  output: ZAdjustmentList,
  rest: {
    method: 'GET',
    path: '/api/adjustments',
    operationId: 'listMyAdjustments',
    tag: 'Adjustments',
    answers: 'A page of adjustments',
    query: ZAdjustmentsQuery,
    errors: { 403: 'No store access', 404: off },
  },
  run: (services, caller, input) => services.adjustments.list(caller, input),
});
