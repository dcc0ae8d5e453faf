import { ZUpdateIssueCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZIssuePatchInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentIssue, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { issueMissing, stateRule } from './shared-texts';

/** A reorder request set, edited or removed (None), or (reviewers) the issue's status. */
export const updateIssue = defineOperation({
  summary: 'Set, edit or remove (None) a reorder request; edit a request’s reason and modifications; reviewers also set resolutionStatus',
  description:
    'A reorder’s price is computed by the server for the order’s price group and the ' +
    'requester’s tier and saved as modifications.Price in cents; a sent Price is ignored.',
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZUpdateIssueCall,
  output: ZAdjustmentIssue,
  rest: {
    method: 'PATCH',
    path: '/api/issues/:id',
    operationId: 'updateAdjustmentIssue',
    tag: 'Adjustments',
    answers: 'The issue as the caller sees it',
    params: ZIssueId,
    body: ZIssuePatchInput,
    bodyAs: 'patch',
    errors: {
      400: "Invalid input: fieldErrors name each field ('description', 'modifications.Drop_Left_Inches', 'modifications.Track_Side')",
      403: 'A reviewer-only field sent by a requester, or no store access',
      404: issueMissing,
      409: `${stateRule}; LINES_NOT_ORDERABLE: a reorder the pricing cannot price completely (the pricing alert's message), nothing saved`,
    },
  },
  run: (services, caller, input) => services.adjustments.patchIssue(caller, input.id, input.patch),
});
