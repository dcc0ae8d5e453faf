import { ZAdjustmentIssue, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing, stateRule } from './shared-texts';

/** The issue's request removed: None and Draft, its images deleted. */
export const removeIssueRequest = defineOperation({
  summary: 'Remove the issue’s request: back to None and Draft, its images deleted',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZIssueId,
  output: ZAdjustmentIssue,
  rest: {
    method: 'DELETE',
    path: '/api/issues/:id',
    operationId: 'removeAdjustmentIssueRequest',
    tag: 'Adjustments',
    answers: 'The issue as the caller sees it',
    params: ZIssueId,
    errors: { 404: issueMissing, 409: stateRule },
  },
  run: (services, caller, input) => services.adjustments.removeIssueRequest(caller, input.id),
});
