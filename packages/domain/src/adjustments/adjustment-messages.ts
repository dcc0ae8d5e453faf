/**
 * The messages an adjustment's rules answer with. A refused transition names the rule it broke
 * (409), so the dialog can show it as is.
 */
export const adjustmentMessages = {
  nameRequired: 'Adjustment name is required',
  nameTooLong: 'Adjustment name must be 50 characters or less',
  commentTooLong: 'Comment must be 500 characters or less',
  commentRequired: 'Comment is required',
  notesTooLong: 'Notes must be 1000 characters or less',
  notFound: 'Adjustment not found',
  issueNotFound: 'Issue not found',

  submitStatus: 'Submit for review needs the adjustment to be Draft or Awaiting_Requester',
  submitNeedsRequest: 'Submit for review needs at least one warranty or reorder request',
  requestUpdatesStatus: 'Request updates needs the adjustment to be under review',
  requestUpdatesNeedsAwaiting: 'Request updates needs at least one warranty or reorder request awaiting the requester',
  approveStatus: 'Approve adjustment needs the adjustment to be under review',
  approveUnresolved: 'Approve adjustment needs every warranty and reorder request approved or rejected',
  approveNeedsApproved: 'Approve adjustment needs at least one approved request',
  approveNeedsPrice: (issueType: string, issueId: string) =>
    `Approve adjustment needs a price on every approved reorder: ${issueType.replace(/_/g, ' ')} (issue ${issueId}) has none; enter it first`,
  rejectStatus: 'Reject adjustment needs the adjustment to be under review',
  rejectUnresolved: 'Reject adjustment needs every warranty and reorder request approved or rejected',
  rejectNeedsRejected: 'Reject adjustment needs at least one rejected request',
  rejectHasApproved: 'Reject adjustment needs no approved request',
  reopenStatus: 'Reopen adjustment needs an approved or rejected adjustment',
  reopenUnresolved: 'Reopen adjustment needs every warranty and reorder request approved or rejected',
  cancelStatus: 'Only a Draft or Awaiting_Requester adjustment can be cancelled',
  shipStatus: 'Only an approved adjustment can be shipped',
  deleteStatus: 'Only a Draft or Awaiting_Requester adjustment can be deleted',
  deleteOwnerOnly: 'Only the dealer who owns the adjustment can delete it',

  requesterOnly: 'Only the requester can do this',
  reviewerOnly: 'Only a reviewer can do this',
  requesterLocked: 'The adjustment is under review or decided: the requester cannot change it now',
  reviewerLocked: 'A reviewer changes requests only while the adjustment is under review',
  issueDecided: 'This request is approved or rejected: it cannot be changed',
  notARequest: 'This issue has no warranty or reorder request',
  completeUnitExcludesComponents: 'A screen with a Complete Unit request cannot have component requests',
  componentsExcludeCompleteUnit: 'A screen with component requests cannot have a Complete Unit request',
  warrantyReasonRequired: 'A warranty request needs a reason',
  warrantyImageRequired: 'A warranty request needs at least one image',
  commentLocked: 'Comments are closed on a finalized adjustment',
  invalidModifications: 'Please correct the modifications',
  shippingAgentRequired: 'Shipping agent is required',
  trackingNumberRequired: 'Tracking number is required',
  unknownShippingAgent: 'Choose a shipping agent from the list',
} as const;
