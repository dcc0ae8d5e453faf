import type { FieldErrors } from '../errors/domain-error';
import { subItemsFor, type WarrantyLineKind } from './warranty-sub-items';

export const warrantyMessages = {
  notFound: 'Warranty not found',
  invalidId: 'Invalid warranty id',
  invalidOrderId: 'Invalid order id',
  noItems: 'Select at least one screen or roof',
  blankMessage: 'Please describe the problem',
  blankComment: (subItem: string) => `Add a comment for ${subItem}`,
  duplicateItem: 'This line is already in the request',
  duplicateSubItem: 'This sub-item is ticked twice',
  notALine: 'Not a screen or roof of this order',
  wrongList: (kind: WarrantyLineKind, subItem: string) => `${subItem} is not a ${kind} sub-item`,
  orderNotEligible: 'Warranty requests can be filed only on approved or shipped orders',
  nothingToChange: 'Send a warrantyStatus or a warrantyMessage to change',
  submitted: 'Warranty Request submitted',
  updated: 'Warranty updated Successfully',
  updateFailed: 'Warranty Update Failed',
} as const;

export interface WarrantyItemDraft {
  itemId: string;
  subItems: readonly string[];
  comments: Readonly<Record<string, string>>;
}

export interface WarrantyDraft {
  warrantyMessage: string;
  warrantyItems: readonly WarrantyItemDraft[];
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * The rules of the new-warranty dialog (portal.md §5 Warranty), on the server and in the form
 * alike: at least one item selected, a non-blank message, a non-blank comment for each ticked
 * sub-item; a line or a sub-item once. Keys are the request's dotted paths
 * ('warrantyItems.0.comments.Housing'); empty when the request may be saved.
 */
export function warrantyDraftProblems(draft: WarrantyDraft): FieldErrors {
  const problems: FieldErrors = {};
  if (draft.warrantyItems.length === 0) problems.warrantyItems = warrantyMessages.noItems;
  if (blank(draft.warrantyMessage)) problems.warrantyMessage = warrantyMessages.blankMessage;
  const seen = new Set<string>();
  draft.warrantyItems.forEach((item, i) => {
    if (seen.has(item.itemId)) problems[`warrantyItems.${i}.itemId`] = warrantyMessages.duplicateItem;
    seen.add(item.itemId);
    const ticked = new Set<string>();
    item.subItems.forEach((subItem, j) => {
      if (ticked.has(subItem)) problems[`warrantyItems.${i}.subItems.${j}`] = warrantyMessages.duplicateSubItem;
      ticked.add(subItem);
      if (blank(item.comments[subItem])) problems[`warrantyItems.${i}.comments.${subItem}`] = warrantyMessages.blankComment(subItem);
    });
  });
  return problems;
}

/**
 * What the order says of each item (server side): each names a screen or roof line of the order,
 * and its sub-items come from that line's list. `lineKind` answers the kind of an order line by
 * its id, or undefined when the order has no such screen or roof.
 */
export function warrantyLineProblems(draft: WarrantyDraft, lineKind: (itemId: string) => WarrantyLineKind | undefined): FieldErrors {
  const problems: FieldErrors = {};
  draft.warrantyItems.forEach((item, i) => {
    const kind = lineKind(item.itemId);
    if (!kind) {
      problems[`warrantyItems.${i}.itemId`] = warrantyMessages.notALine;
      return;
    }
    const allowed = new Set<string>(subItemsFor(kind));
    item.subItems.forEach((subItem, j) => {
      if (!allowed.has(subItem)) problems[`warrantyItems.${i}.subItems.${j}`] = warrantyMessages.wrongList(kind, subItem);
    });
  });
  return problems;
}

/** The request as stored: texts trimmed, a comment kept only for a ticked sub-item. */
export function normalizedWarrantyItems<T extends WarrantyItemDraft>(
  items: readonly T[],
): { itemId: string; subItems: string[]; comments: Record<string, string> }[] {
  return items.map((item) => ({
    itemId: item.itemId,
    subItems: [...item.subItems],
    comments: Object.fromEntries(item.subItems.map((s) => [s, (item.comments[s] ?? '').trim()])),
  }));
}
