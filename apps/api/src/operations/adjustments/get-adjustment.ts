import { ZAdjustment, ZAdjustmentId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { missing, who } from './shared-texts';

/** One adjustment as the caller's side may see it. */
export const getAdjustment = defineOperation({
  summary:
    'One adjustment: the requester receives the requests and issues with comments or ' +
    'images of their items, a reviewer only the requests sent to them and the reviewer notes',
  description: who,
  access: 'approved',
  guard: switchedOn,
  kind: 'query',
  input: ZAdjustmentId,
  output: ZAdjustment,
  rest: {
    method: 'GET',
    path: '/api/adjustments/:id',
    operationId: 'getAdjustment',
    tag: 'Adjustments',
    answers: 'The adjustment as the caller sees it',
    params: ZAdjustmentId,
    errors: { 403: 'No store access', 404: missing },
  },
  run: (services, caller, input) => services.adjustments.get(caller, input.id),
});
