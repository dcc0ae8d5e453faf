import { z } from 'zod';

/** An adjustment's statuses (adjustments-and-pricing §4). */
export const adjustmentStatuses = ['Draft', 'Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected', 'Cancelled', 'Shipped'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];
export const ZAdjustmentStatus = z.enum(adjustmentStatuses, { error: `status must be one of ${adjustmentStatuses.join(', ')}` });

/** An issue's resolution statuses (§4). */
export const issueResolutionStatuses = ['Draft', 'Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected'] as const;
export type IssueResolutionStatus = (typeof issueResolutionStatuses)[number];
export const ZIssueResolutionStatus = z.enum(issueResolutionStatuses, { error: `resolutionStatus must be one of ${issueResolutionStatuses.join(', ')}` });

/** The four values of the reviewer's status toggle: a reviewer never sets an issue back to Draft. */
export const reviewerResolutionStatuses = ['Awaiting_Reviewer', 'Awaiting_Requester', 'Rejected', 'Approved'] as const;
export type ReviewerResolutionStatus = (typeof reviewerResolutionStatuses)[number];

export const adjustmentTypes = ['None', 'Warranty', 'Reorder'] as const;
export type AdjustmentType = (typeof adjustmentTypes)[number];

/** Who acts on an adjustment: the dealer who files it, or the staff who review it. */
export const adjustmentRoles = ['requester', 'reviewer'] as const;
export type AdjustmentRole = (typeof adjustmentRoles)[number];

/** A request is decided once Approved or Rejected. */
export function isResolved(status: IssueResolutionStatus): boolean {
  return status === 'Approved' || status === 'Rejected';
}

const sharedLabels: Record<AdjustmentStatus, string> = {
  Draft: 'Draft',
  Awaiting_Reviewer: 'Under review',
  Awaiting_Requester: 'Awaiting your input',
  Approved: 'Approved',
  Rejected: 'Rejected',
  // The spec spells the label the American way; the stored value keeps its double l.
  Cancelled: 'Canceled',
  Shipped: 'Shipped',
};

const reviewerLabels: Record<AdjustmentStatus, string> = {
  ...sharedLabels,
  Awaiting_Reviewer: 'Awaiting your review',
  Awaiting_Requester: 'Awaiting requester',
};

/** The status as the dialog and the lists show it to one side (§4 Display labels). */
export function adjustmentStatusLabel(status: AdjustmentStatus, role: AdjustmentRole): string {
  return role === 'reviewer' ? reviewerLabels[status] : sharedLabels[status];
}

/** The status as an order list shows an order's adjustment: neutral, whoever reads it. */
export function adjustmentOrderListLabel(status: AdjustmentStatus): string {
  if (status === 'Awaiting_Reviewer') return 'In Review';
  if (status === 'Awaiting_Requester') return 'Awaiting Requester';
  return sharedLabels[status];
}

/** The issue status chip and the reviewer's toggle (§2: In Review, Awaiting Requester, Rejected, Approved). */
export const issueResolutionLabels: Record<IssueResolutionStatus, string> = {
  Draft: 'Draft',
  Awaiting_Reviewer: 'In Review',
  Awaiting_Requester: 'Awaiting Requester',
  Approved: 'Approved',
  Rejected: 'Rejected',
};

/** The statuses PATCH adjustment may ask for: every status but Draft (an adjustment never goes back to it). */
export const adjustmentStatusTargets = ['Awaiting_Reviewer', 'Awaiting_Requester', 'Approved', 'Rejected', 'Cancelled', 'Shipped'] as const;
export type AdjustmentStatusTarget = (typeof adjustmentStatusTargets)[number];
