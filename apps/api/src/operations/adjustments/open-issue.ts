import { ZOpenIssueCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZOpenIssueInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentId, ZAdjustmentIssue, type TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { switchedOn } from './feature-switch';
import { missing, stateRule, who } from './shared-texts';

/** The issue of an ordered item and issue type, opened before a request is added (created tells whether it is new). */
export const openIssue = defineOperation({
  summary: 'Open the issue of an ordered item and issue type, before a request is added to it: 201 with the new issue, 200 with the one already there',
  description:
    'A new adjustment holds no issues: the dialog lists the issue types of each item (issueTypesFor) ' +
    'and opens one here when a request is added (Add Request +, or before a warranty’s images). ' +
    'Whoever may edit an issue now: the requester while Draft or Awaiting_Requester, a reviewer while Awaiting_Reviewer. ' +
    who,
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZOpenIssueCall,
  rest: {
    method: 'POST',
    path: '/api/adjustments/:id/issues',
    operationId: 'openAdjustmentIssue',
    tag: 'Adjustments',
    answers: 'The issue',
    params: ZAdjustmentId,
    body: ZOpenIssueInput,
    bodyAs: 'issue',
    errors: {
      400:
        "Invalid input: fieldErrors.itemType, fieldErrors.issueType ('Unknown issue type', " +
        "'<type> is not an issue type of a <itemType>'), fieldErrors.itemId ('Item not found in the order')",
      403: 'No store access',
      404: missing,
      409: stateRule,
    },
    // REST answers the issue alone, its status telling whether it is new.
    reply: {
      schemas: {
        201: { description: 'The new issue (None, Draft)', schema: ZAdjustmentIssue },
        200: { description: 'The issue already open for that item and type', schema: ZAdjustmentIssue },
      },
      send: (reply, opened: { created: boolean; issue: TAdjustmentIssue }) => reply.status(opened.created ? 201 : 200).send(opened.issue),
    },
  },
  run: (services, caller, input) => services.adjustments.openIssue(caller, input.id, input.issue),
});
