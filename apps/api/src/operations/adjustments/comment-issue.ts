import { ZCommentCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZCommentInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentIssue, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing } from './shared-texts';

/** A comment on an issue, by either side, while the adjustment is not finalized. */
export const commentIssue = defineOperation({
  summary: 'Comment on an issue (either side, while the adjustment is not finalized)',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZCommentCall,
  output: ZAdjustmentIssue,
  rest: {
    method: 'POST',
    path: '/api/issues/:id/comments',
    operationId: 'commentAdjustmentIssue',
    tag: 'Adjustments',
    status: 201,
    answers: 'The issue with its comments',
    params: ZIssueId,
    body: ZCommentInput,
    errors: {
      400: "'Comment must be 500 characters or less' (fieldErrors.text)",
      404: issueMissing,
      409: 'Comments are closed on a finalized adjustment',
      429: `RATE_LIMITED: this account commented ${defaultFilingLimitRules.adjustmentCommentsPerHour} times in the last hour`,
    },
  },
  run: (services, caller, input) => services.adjustments.comment(caller, input.id, input.text),
});
