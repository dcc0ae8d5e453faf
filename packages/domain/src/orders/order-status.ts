/** Order statuses (portal.md §4); 'Shipped' is a literal mixed-case value in the original data. */
export const orderStatuses = ['DRAFT', 'IN_CART', 'SUBMITTED', 'APPROVED', 'REJECTED', 'Shipped'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  DRAFT: 'Draft',
  IN_CART: 'In Cart',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  Shipped: 'Shipped',
};
