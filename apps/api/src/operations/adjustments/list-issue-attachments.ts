import { ZIssueAttachments, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing } from './shared-texts';

/** The issue's images with signed links, for whoever sees the issue. */
export const listIssueAttachments = defineOperation({
  summary: 'The issue’s images with signed links that expire in an hour',
  access: 'approved',
  guard: switchedOn,
  kind: 'query',
  input: ZIssueId,
  output: ZIssueAttachments,
  rest: {
    method: 'GET',
    path: '/api/issues/:id/attachments',
    operationId: 'listAdjustmentIssueAttachments',
    tag: 'Adjustments',
    answers: 'The images',
    params: ZIssueId,
    errors: { 404: issueMissing },
  },
  run: (services, caller, input) => services.adjustments.attachments(caller, input.id),
});
