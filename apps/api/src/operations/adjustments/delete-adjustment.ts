import { ZAdjustmentId, ZAdjustmentMessage } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { missing } from './shared-texts';

/** The owner deletes an adjustment while they hold it, and its images. */
export const deleteAdjustment = defineOperation({
  summary: 'Delete an adjustment and its images (the dealer who owns it, while Draft or Awaiting_Requester)',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZAdjustmentId,
  output: ZAdjustmentMessage,
  rest: {
    method: 'DELETE',
    path: '/api/adjustments/:id',
    operationId: 'deleteAdjustment',
    tag: 'Adjustments',
    answers: 'Deleted',
    params: ZAdjustmentId,
    errors: {
      403: 'Not the owner (team members and reviewers do not delete)',
      404: missing,
      409: 'Only a Draft or Awaiting_Requester adjustment can be deleted',
    },
  },
  run: (services, caller, input) => services.adjustments.remove(caller, input.id),
});
