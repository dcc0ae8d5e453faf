import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment, TAdjustmentIssue, TAdjustmentListItem, TIssueAttachment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { requestCounts } from '@portal/domain/adjustments/adjustment-flags';
import { viewFor } from '@portal/domain/adjustments/adjustment-visibility';
import { modificationsView } from '@portal/domain/adjustments/reviewer-price';
import type { PriceGroup } from '@portal/domain/customers/customer';
import type { AdjustmentAttachmentRow, AdjustmentIssueRow, AdjustmentListRow } from '@portal/db/queries/adjustments';
import type { StoredOrderLines } from '@portal/db/schema/orders';
import { listLinesOf } from '../orders/order-list-items';
import type { LoadedAdjustment } from './adjustment-records';

/** Signed links of the attachments and their versions (previewUrl the 300 px one), by attachment id (made by the service: they expire). */
export type AttachmentLinks = ReadonlyMap<string, Pick<TIssueAttachment, 'url' | 'previewUrl' | 'versions'>>;

export function toAttachmentView(a: AdjustmentAttachmentRow, links: AttachmentLinks) {
  return { _id: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size, addedBy: a.addedByRole, ...links.get(a.id) };
}

/** One issue as the API answers it (§3 Issue); parts carry their catalogue and portal items. */
export function toIssueView(issue: AdjustmentIssueRow, loaded: Pick<LoadedAdjustment, 'comments' | 'attachments'>, links: AttachmentLinks): TAdjustmentIssue {
  return {
    _id: issue.id,
    itemType: issue.itemType,
    itemId: issue.itemId,
    issueType: issue.issueType,
    adjustmentType: issue.adjustmentType,
    resolutionStatus: issue.resolutionStatus,
    description: issue.description,
    modifications: modificationsView(issue.modifications),
    comments: loaded.comments
      .filter((c) => c.issueId === issue.id)
      .map((c) => ({ text: c.text, createdBy: c.authorId ?? '', createdByRole: c.authorRole, createdAt: c.createdAt.toISOString() })),
    attachments: loaded.attachments.filter((a) => a.issueId === issue.id).map((a) => toAttachmentView(a, links)),
    ...(issue.itemType === 'Part' ? { bcItem: issue.bcItem ?? null, portalItem: issue.portalItem ?? null } : {}),
  };
}

const common = (row: AdjustmentListRow): TAdjustmentListItem => ({
  _id: row.id,
  description: row.description,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  order: { _id: row.orderId, portalNumber: row.portalNumber, orderName: row.orderName, orderDate: row.orderDate.toISOString() },
  dealer: { customerName: row.dealerName, userName: row.requesterName },
  warrantyIssuesCount: row.warrantyIssuesCount,
  reorderIssuesCount: row.reorderIssuesCount,
});

export const toAdjustmentListItem = common;

/**
 * The adjustment as one side may read it (adjustment-visibility.ts): the requester every issue
 * of their items and never the reviewer notes; a reviewer only the requests sent to them.
 * Items are the order's lines (without breakdowns and kits, as the order lists show them).
 */
export function toAdjustmentView(
  role: AdjustmentRole,
  row: AdjustmentListRow,
  loaded: LoadedAdjustment,
  lines: StoredOrderLines,
  links: AttachmentLinks,
  currency: PriceGroup,
): TAdjustment {
  const seen = viewFor(role, { reviewerNotes: row.reviewerNotes, issues: loaded.issues });
  const shown = listLinesOf(lines);
  // Grouped once by line: a 150-screen order has 3,600 issues, read once rather than once a line.
  const byLine = new Map<string, AdjustmentIssueRow[]>();
  for (const i of seen.issues) {
    const key = `${i.itemType}:${i.itemId}`;
    byLine.set(key, [...(byLine.get(key) ?? []), i]);
  }
  const issuesOf = (itemType: AdjustmentIssueRow['itemType'], itemId: string) =>
    (byLine.get(`${itemType}:${itemId}`) ?? []).map((i) => toIssueView(i, loaded, links));
  return {
    ...common(row),
    // Counted on what the reader sees: a reviewer does not learn how many drafts the requester holds.
    ...requestCounts(seen.issues),
    screens: shown.screens.map((line) => ({ item: { ...line }, issues: issuesOf('Screen', line.screenId) })),
    roofs: shown.roofs.map((line) => ({ item: { ...line }, issues: issuesOf('Roof', line.roofId) })),
    parts: shown.parts.map((line) => ({ item: { ...line }, issues: issuesOf('Part', line.partId) })),
    currency,
    ...(seen.reviewerNotes !== undefined ? { reviewerNotes: seen.reviewerNotes } : {}),
    shippingAgent: row.shippingAgent,
    trackingNumber: row.trackingNumber,
  };
}
