import { ZFileWarrantyCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZWarrantyIssueInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentIssue, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing, stateRule } from './shared-texts';

/** The issue made a warranty request: a reason and an image already attached. */
export const fileIssueWarranty = defineOperation({
  summary: 'Make the issue a warranty request: a reason, and at least one image already attached; a requester may change only Quantity',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZFileWarrantyCall,
  output: ZAdjustmentIssue,
  rest: {
    method: 'POST',
    path: '/api/issues/:id/warranty',
    operationId: 'fileAdjustmentWarranty',
    tag: 'Adjustments',
    answers: 'The issue as the caller sees it',
    params: ZIssueId,
    body: ZWarrantyIssueInput,
    errors: {
      400: "'A warranty request needs a reason' (description), 'A warranty request needs at least one image' (attachments), modifications by field",
      404: issueMissing,
      409: stateRule,
    },
  },
  run: (services, caller, { id, ...warranty }) => services.adjustments.fileWarranty(caller, id, warranty),
});
