import { ZAdjustmentMessage, ZIssueAttachmentId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing, stateRule } from './shared-texts';

/** One image of an issue removed, by whoever may edit the issue now. */
export const deleteIssueAttachment = defineOperation({
  summary: 'Remove one image of the issue (whoever may edit the issue now)',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZIssueAttachmentId,
  output: ZAdjustmentMessage,
  rest: {
    method: 'DELETE',
    path: '/api/issues/:id/attachments/:attachmentId',
    operationId: 'deleteAdjustmentIssueAttachment',
    tag: 'Adjustments',
    answers: 'Deleted',
    params: ZIssueAttachmentId,
    errors: { 404: `${issueMissing}, or 'Attachment not found'`, 409: stateRule },
  },
  run: (services, caller, input) => services.adjustments.removeAttachment(caller, input.id, input.attachmentId),
});
