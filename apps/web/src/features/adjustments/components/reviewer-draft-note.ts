import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';

/**
 * What an administrator can do with an adjustment still in Draft, such as one they created on a
 * dealer's order (issue 29): it belongs to the order's dealer, whose team files the requests.
 */
export function reviewerDraftNote(dealer: TAdjustmentListItem['dealer'] | undefined): string {
  const who = dealer?.userName ? `${dealer.userName}${dealer.customerName ? ` of ${dealer.customerName}` : ''}` : "the order's dealer";
  return (
    `This adjustment belongs to ${who}: they and their team choose the items, add the reorder and warranty requests and submit it for review. ` +
    'Administrators do not file requests. Once it is submitted you decide each request, then approve, reject or ship the adjustment; ' +
    'until then you can read it and keep reviewer notes.'
  );
}
