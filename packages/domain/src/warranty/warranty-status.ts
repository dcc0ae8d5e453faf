/** Warranty request statuses (portal.md §4): a request starts New; only an administrator changes it. */
export const warrantyStatuses = ['New', 'In Progress', 'Closed'] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];
