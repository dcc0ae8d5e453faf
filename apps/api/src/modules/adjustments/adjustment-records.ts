import { randomUUID } from 'node:crypto';
import type { AdjustmentState, IssueState } from '@portal/domain/adjustments/adjustment-aggregate';
import { requestCounts } from '@portal/domain/adjustments/adjustment-flags';
import { issueTypesFor, type IssueType, type ItemType } from '@portal/domain/adjustments/issue-types';
import type { OrderedItem } from '@portal/domain/adjustments/reorder-price';
import type { DbOrTx } from '@portal/db/create-db';
import {
  deleteIssueAttachments,
  getAdjustmentIssues,
  getIssueWorkingSet,
  updateAdjustment,
  updateAdjustmentIssue,
  type AdjustmentAttachmentRow,
  type AdjustmentCommentRow,
  type AdjustmentIssueRow,
  type AdjustmentRow,
  type NewAdjustmentIssueRow,
} from '@portal/db/queries/adjustments';
import type { StoredOrderLines } from '@portal/db/schema/orders';

/** An adjustment as loaded: its row, every issue with its comments and images. */
export interface LoadedAdjustment {
  row: AdjustmentRow;
  issues: AdjustmentIssueRow[];
  comments: AdjustmentCommentRow[];
  attachments: AdjustmentAttachmentRow[];
}

export async function loadAdjustment(db: DbOrTx, row: AdjustmentRow): Promise<LoadedAdjustment> {
  return { row, ...(await getAdjustmentIssues(db, row.id)) };
}

/**
 * What a write or an issue's answer reads (queries getIssueWorkingSet): the requests and the
 * named issue (`requests: false`: that issue alone), never every empty issue of the order.
 */
export async function loadWorkingSet(db: DbOrTx, row: AdjustmentRow, issueId?: string, requests = true): Promise<LoadedAdjustment> {
  return { row, ...(await getIssueWorkingSet(db, row.id, issueId, requests)) };
}

/**
 * The issue row of one ordered line and issue type, made when a request is added there (issue 26:
 * a new adjustment holds no issues); undefined when the order has no such line. Parts carry their
 * catalogue and portal items, as the dialog shows them.
 */
export function issueRowOf(
  adjustmentId: string,
  lines: StoredOrderLines,
  itemType: ItemType,
  itemId: string,
  issueType: string,
): NewAdjustmentIssueRow | undefined {
  const issuePosition = issueTypesFor(itemType).indexOf(issueType as IssueType);
  const row = (itemPosition: number, orderedQuantity: number, extra: Partial<NewAdjustmentIssueRow> = {}): NewAdjustmentIssueRow | undefined =>
    itemPosition < 0 || issuePosition < 0
      ? undefined
      : { id: randomUUID(), adjustmentId, itemType, itemId, itemPosition, issuePosition, issueType, orderedQuantity, ...extra };
  if (itemType === 'Screen') {
    const i = lines.screens.findIndex((s) => s.screenId === itemId);
    return row(i, lines.screens[i]?.config.copies ?? 0);
  }
  if (itemType === 'Roof') {
    const i = lines.roofs.findIndex((r) => r.roofId === itemId);
    return row(i, lines.roofs[i]?.config.copies ?? 0);
  }
  const i = lines.parts.findIndex((p) => p.partId === itemId);
  const p = lines.parts[i];
  return p
    ? row(i, p.quantity, {
        bcItem: {
          id: p.id,
          number: p.number,
          displayName: p.displayName,
          displayName2: p.displayName2,
          itemCategoryCode: p.itemCategoryCode,
          attributes: p.attributes,
        },
        portalItem: { family: p.family, options: p.options },
      })
    : undefined;
}

/** The ordered line an issue is filed against, as the reorder pricing and the modification rules read it. */
export function orderedItemOf(lines: StoredOrderLines, issue: Pick<IssueState, 'itemType' | 'itemId'>): OrderedItem | null {
  if (issue.itemType === 'Screen') {
    const line = lines.screens.find((s) => s.screenId === issue.itemId);
    return line ? { itemType: 'Screen', config: line.config } : null;
  }
  if (issue.itemType === 'Roof') {
    const line = lines.roofs.find((r) => r.roofId === issue.itemId);
    return line ? { itemType: 'Roof', config: line.config } : null;
  }
  const line = lines.parts.find((p) => p.partId === issue.itemId);
  return line ? { itemType: 'Part', config: line.config } : null;
}

/** The stored adjustment as the domain's rules read it. */
export function stateOf(loaded: LoadedAdjustment): AdjustmentState {
  const images = new Map<string, number>();
  for (const a of loaded.attachments) images.set(a.issueId, (images.get(a.issueId) ?? 0) + 1);
  return {
    status: loaded.row.status,
    reviewerNotes: loaded.row.reviewerNotes,
    shippingAgent: loaded.row.shippingAgent,
    trackingNumber: loaded.row.trackingNumber,
    issues: loaded.issues.map((i) => ({
      id: i.id,
      itemType: i.itemType,
      itemId: i.itemId,
      issueType: i.issueType,
      adjustmentType: i.adjustmentType,
      resolutionStatus: i.resolutionStatus,
      description: i.description,
      modifications: i.modifications,
      attachmentCount: images.get(i.id) ?? 0,
      orderedQuantity: i.orderedQuantity,
    })),
  };
}

/** Who attached each image an action drops (an issue whose images go with its removed request). */
export function droppedImages(
  loaded: Pick<LoadedAdjustment, 'attachments'>,
  before: AdjustmentState,
  after: AdjustmentState,
): AdjustmentAttachmentRow['addedByRole'][] {
  const had = new Map(before.issues.map((i) => [i.id, i.attachmentCount]));
  const dropped = new Set(after.issues.filter((i) => (had.get(i.id) ?? 0) > 0 && i.attachmentCount === 0).map((i) => i.id));
  return loaded.attachments.filter((a) => dropped.has(a.issueId)).map((a) => a.addedByRole);
}

const sameIssue = (a: IssueState, b: IssueState) =>
  a.adjustmentType === b.adjustmentType &&
  a.resolutionStatus === b.resolutionStatus &&
  a.description === b.description &&
  JSON.stringify(a.modifications) === JSON.stringify(b.modifications);

/**
 * Writes what a domain action changed (inside the transaction holding the row's lock): the
 * changed issues, the adjustment's fields and counts. Issues whose images the action dropped
 * (a removed request) lose their attachment rows; their storage keys are answered so the caller
 * deletes the files once the transaction has committed.
 */
export async function writeChanges(tx: DbOrTx, id: string, before: AdjustmentState, after: AdjustmentState): Promise<string[]> {
  const was = new Map(before.issues.map((i) => [i.id, i]));
  const removedKeys: string[] = [];
  for (const issue of after.issues) {
    const old = was.get(issue.id);
    if (!old) continue;
    if (!sameIssue(old, issue)) {
      await updateAdjustmentIssue(tx, issue.id, {
        adjustmentType: issue.adjustmentType,
        resolutionStatus: issue.resolutionStatus,
        description: issue.description,
        modifications: issue.modifications,
      });
    }
    if (old.attachmentCount > 0 && issue.attachmentCount === 0) removedKeys.push(...(await deleteIssueAttachments(tx, issue.id)));
  }
  const shipped = after.status === 'Shipped' && before.status !== 'Shipped';
  await updateAdjustment(tx, id, {
    status: after.status,
    reviewerNotes: after.reviewerNotes,
    shippingAgent: after.shippingAgent,
    trackingNumber: after.trackingNumber,
    ...(shipped ? { shippedAt: new Date() } : {}),
    ...requestCounts(after.issues),
  });
  return removedKeys;
}
