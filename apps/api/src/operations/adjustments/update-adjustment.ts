import { ZUpdateAdjustmentCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZAdjustmentPatchInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustment, ZAdjustmentId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { missing, stateRule, who } from './shared-texts';

/** A status change (a button) or the reviewer notes. */
export const updateAdjustment = defineOperation({
  summary:
    'A status change (Awaiting_Reviewer: submit or reopen; Awaiting_Requester; Approved; ' +
    'Rejected; Cancelled; Shipped with shippingAgent and trackingNumber) or the reviewer notes',
  description:
    'Submit, cancel: the requester. Request updates, approve, reject, reopen, ship, notes: reviewers. ' +
    `Mails: reviewers on a submission; the requester on updates requested, approval, rejection and shipping. ${who}`,
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZUpdateAdjustmentCall,
  output: ZAdjustment,
  rest: {
    method: 'PATCH',
    path: '/api/adjustments/:id',
    operationId: 'updateAdjustment',
    tag: 'Adjustments',
    answers: 'The adjustment as the caller sees it',
    params: ZAdjustmentId,
    body: ZAdjustmentPatchInput,
    bodyAs: 'patch',
    errors: { 403: 'The other side’s action (FORBIDDEN names it), or no store access', 404: missing, 409: stateRule },
  },
  run: (services, caller, input) => services.adjustments.patch(caller, input.id, input.patch),
});
