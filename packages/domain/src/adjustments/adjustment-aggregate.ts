import type { AdjustmentStatus, AdjustmentType, IssueResolutionStatus } from './adjustment-status';
import type { ItemType } from './issue-types';

/** The modifications map of an issue (§3): edited fields by property name, plus Quantity, Price (cents), Type. */
export type Modifications = Record<string, string | number>;

/** What the rules read of one issue: the server loads it, the actions return a changed copy. */
export interface IssueState {
  id: string;
  itemType: ItemType;
  /** The ordered line (screenId, roofId or partId) the issue is filed against. */
  itemId: string;
  issueType: string;
  adjustmentType: AdjustmentType;
  resolutionStatus: IssueResolutionStatus;
  description: string;
  modifications: Modifications;
  /** How many images are attached: a warranty needs one before it is filed. */
  attachmentCount: number;
  /** How many of the item the order holds: a requester's warranty cannot claim more. */
  orderedQuantity: number;
}

/** The loaded adjustment: its status, the reviewer's private notes and every issue of its items. */
export interface AdjustmentState {
  status: AdjustmentStatus;
  reviewerNotes: string;
  shippingAgent: string | null;
  trackingNumber: string | null;
  issues: IssueState[];
}

/** Who acts. The server maps a dealer to requester and staff (administrators) to reviewer. */
export interface AdjustmentActor {
  role: 'requester' | 'reviewer';
}

export function isRequest(issue: { adjustmentType: string }): boolean {
  return issue.adjustmentType !== 'None';
}
