import type { AdjustmentState } from '@portal/domain/adjustments/adjustment-aggregate';
import { adjustmentFlags, type AdjustmentFlags } from '@portal/domain/adjustments/adjustment-flags';
import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { issueTypesFor, type ItemType } from '@portal/domain/adjustments/issue-types';

/** The three lists of an adjustment (§2 tabs), in the order the dialog shows them. */
export const itemKinds = [
  { kind: 'Screen', list: 'screens', idField: 'screenId', tab: (n: number) => `${n} Retractable Screen(s)` },
  { kind: 'Roof', list: 'roofs', idField: 'roofId', tab: (n: number) => `${n} Louvered Roof(s)` },
  { kind: 'Part', list: 'parts', idField: 'partId', tab: (n: number) => `${n} Part(s)` },
] as const satisfies readonly { kind: ItemType; list: 'screens' | 'roofs' | 'parts'; idField: string; tab: (n: number) => string }[];

export type ItemKind = (typeof itemKinds)[number];
/** An ordered screen, roof or part of the adjustment with its issues. */
export type AdjustmentEntry = TAdjustment['screens' | 'roofs' | 'parts'][number];

/** The ordered line's fields by name, as the cards read them whatever its kind. */
export const lineFieldsOf = (entry: AdjustmentEntry): Record<string, unknown> => entry.item;

export function allIssues(adjustment: TAdjustment): TAdjustmentIssue[] {
  return [...adjustment.screens, ...adjustment.roofs, ...adjustment.parts].flatMap((entry) => entry.issues);
}

/** The adjustment as the domain's rules read it (orderedQuantity is not read by the flags). */
export function stateOf(adjustment: TAdjustment): Pick<AdjustmentState, 'status' | 'issues'> {
  return {
    status: adjustment.status,
    issues: allIssues(adjustment).map((i) => ({ ...i, id: i._id, attachmentCount: i.attachments.length, orderedQuantity: 0 })),
  };
}

/** The domain's §4 flags of what this viewer was sent (the server holds the whole truth and decides). */
export function flagsOf(adjustment: TAdjustment): AdjustmentFlags {
  return adjustmentFlags(stateOf(adjustment));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The ordered line's id (screenId, roofId, partId); an issue's itemId names it too. */
export function entryId(kind: ItemKind, entry: AdjustmentEntry, index: number): string {
  return text(lineFieldsOf(entry)[kind.idField]) || entry.issues[0]?.itemId || `${kind.kind}-${index}`;
}

/** An issue type of an item that holds no issue yet: shown empty, opened when a request is added (_id ''). */
function emptyIssue(itemType: ItemType, itemId: string, issueType: string): TAdjustmentIssue {
  return {
    _id: '',
    itemType,
    itemId,
    issueType,
    adjustmentType: 'None',
    resolutionStatus: 'Draft',
    description: '',
    modifications: {},
    comments: [],
    attachments: [],
  };
}

/**
 * The issues an item's card lists: for the requester every issue type of the item's kind
 * (issueTypesFor), each the issue the server sent or an empty one (the server sends only requests
 * and issues with comments or images, issue 26); for a reviewer what was sent to them.
 */
export function issueSlotsOf(kind: ItemKind, entry: AdjustmentEntry, itemId: string, viewer: 'requester' | 'reviewer'): TAdjustmentIssue[] {
  if (viewer === 'reviewer') return entry.issues;
  return issueTypesFor(kind.kind).map((issueType) => entry.issues.find((i) => i.issueType === issueType) ?? emptyIssue(kind.kind, itemId, issueType));
}

const eighths = ['', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8'];

/** 120 and 0.375 → 120 3/8″ (the order form's fractions are eighths and quarters). */
function inches(whole: unknown, fraction: unknown): string {
  if (typeof whole !== 'number') return '';
  const part = typeof fraction === 'number' ? (eighths[Math.round(fraction * 8)] ?? '') : '';
  return `${whole}${part ? ` ${part}` : ''}″`;
}

/** What the card header names: a screen's name and size, a roof's name, a part's number and description. */
export function entryTitle(kind: ItemKind, entry: AdjustmentEntry): { title: string; detail: string } {
  const item = lineFieldsOf(entry);
  if (kind.kind === 'Screen') {
    const config = (item['config'] ?? {}) as Record<string, unknown>;
    const width = inches(config['width'], config['widthFraction']);
    const left = inches(config['dropLeft'], config['dropLeftFraction']);
    const right = inches(config['dropRight'], config['dropRightFraction']);
    const drops = left === right ? left : `${left} / ${right}`;
    return { title: text(item['screenName']) || 'Screen', detail: width ? `${width} W × ${drops} H` : '' };
  }
  if (kind.kind === 'Roof') return { title: text(item['roofName']) || 'Roof', detail: '' };
  return { title: text(item['number']) || 'Part', detail: text(item['displayName']) };
}
