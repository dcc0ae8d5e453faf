/**
 * Order statuses (portal.md §4); 'Shipped' is a literal mixed-case value in the original data.
 * AWAITING_DEALER_APPROVAL (issue 32): a buyer's order over the team's spending approval waits
 * there for a team administrator, between DRAFT and SUBMITTED, seen by the team only.
 */
export const orderStatuses = ['DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL', 'SUBMITTED', 'APPROVED', 'REJECTED', 'Shipped'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  DRAFT: 'Draft',
  IN_CART: 'In Cart',
  AWAITING_DEALER_APPROVAL: 'Awaiting dealer approval',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  Shipped: 'Shipped',
};
