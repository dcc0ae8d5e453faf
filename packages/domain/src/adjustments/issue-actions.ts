import { DomainError } from '../errors/domain-error';
import type { Cents } from '../money/money';
import type { AdjustmentActor, AdjustmentState, IssueState, Modifications } from './adjustment-aggregate';
import { isRequest } from './adjustment-aggregate';
import { adjustmentLimits } from './adjustment-limits';
import { adjustmentMessages } from './adjustment-messages';
import { assertCanEditIssue, assertRole, canComment } from './adjustment-permissions';
import type { ReviewerResolutionStatus } from './adjustment-status';
import { hiddenScreenIssueTypes, isRoofIssueType } from './issue-types';
import { modificationErrors, withoutPrice } from './modifications/issue-modifications';
import { roofReorderModifications } from './modifications/roof-modifications';
import { screenReorderModifications } from './modifications/screen-modifications';
import { reorderPriceFields, type PriceSetter } from './reviewer-price';

/**
 * The issue actions (§4, §5): set or remove a request, file a warranty, the reviewer's status
 * toggle, comments. Each returns the whole adjustment with the one issue changed.
 *
 * resolutionStatus after an edit: a request the requester adds or edits is Draft (theirs until
 * they submit); a request a reviewer adds or saves is Awaiting_Reviewer (§4); removing a
 * request returns the issue to None and Draft (§4), its images deleted by the server.
 */

/**
 * The reorder price of an issue with these modifications, in cents; null when it has none (see
 * reorder-price.ts); or the refusal of a configuration the pricing cannot price completely.
 */
export type PriceOf = (issue: IssueState, modifications: Modifications) => Cents | PriceRefusal | null;

/** A reorder refused by its pricing (reorder-price.ts ReorderRefusal): nothing is saved. */
export interface PriceRefusal {
  ok: false;
  code: 'LINES_NOT_ORDERABLE';
  message: string;
}

export interface IssueActionOptions {
  /** Prices a reorder; without it a reorder saves no Price. */
  priceOf?: PriceOf;
  /** The ordered line's values under the modification property names (the rules read edited over ordered). */
  orderedValues?: Modifications;
  /** How many of the issue's member the order holds (ordered-values.ts orderedQuantityOf); else the issue's stored count. */
  orderedQuantity?: number;
  /** The reviewer entering a kit-only component's price (reviewer-price.ts), and when. */
  priceSetter?: PriceSetter;
}

export function findIssue(adjustment: AdjustmentState, issueId: string): IssueState {
  const issue = adjustment.issues.find((i) => i.id === issueId);
  if (!issue) throw new DomainError('NOT_FOUND', adjustmentMessages.issueNotFound);
  return issue;
}

function replaceIssue(adjustment: AdjustmentState, issue: IssueState): AdjustmentState {
  return { ...adjustment, issues: adjustment.issues.map((i) => (i.id === issue.id ? issue : i)) };
}

const editedStatus = (actor: AdjustmentActor) => (actor.role === 'reviewer' ? 'Awaiting_Reviewer' : 'Draft');

/** §4: on one screen a Complete Unit request and component requests exclude each other. */
function assertScreenExclusivity(adjustment: AdjustmentState, issue: IssueState): void {
  if (issue.itemType !== 'Screen') return;
  const others = adjustment.issues.filter((i) => i.id !== issue.id && i.itemType === 'Screen' && i.itemId === issue.itemId && isRequest(i));
  const hidden = hiddenScreenIssueTypes(others.map((i) => i.issueType));
  if ((hidden as readonly string[]).includes(issue.issueType)) {
    throw new DomainError(
      'CONFLICT',
      issue.issueType === 'Complete_Unit' ? adjustmentMessages.componentsExcludeCompleteUnit : adjustmentMessages.completeUnitExcludesComponents,
    );
  }
}

function checkedModifications(
  issue: IssueState,
  actor: AdjustmentActor,
  type: 'Warranty' | 'Reorder',
  mods: Modifications,
  options: IssueActionOptions,
): Modifications {
  const sent = withoutPrice(mods);
  const errors = modificationErrors(issue.itemType, issue.issueType, sent, {
    adjustmentType: type,
    role: actor.role,
    orderedQuantity: options.orderedQuantity ?? issue.orderedQuantity,
    ...(options.orderedValues ? { base: options.orderedValues } : {}),
  });
  if (Object.keys(errors).length > 0) throw new DomainError('BAD_INPUT', Object.values(errors)[0] ?? adjustmentMessages.invalidModifications, errors);
  // §4: Quantity defaults to 1. A screen reorder stores every dimension it is priced from, and a track its side.
  const base = options.orderedValues ?? {};
  let stored = sent;
  if (type === 'Reorder' && issue.itemType === 'Screen') stored = screenReorderModifications(issue.issueType, base, sent);
  if (type === 'Reorder' && issue.itemType === 'Roof' && isRoofIssueType(issue.issueType)) stored = roofReorderModifications(issue.issueType, base, sent);
  return { Quantity: 1, ...stored };
}

const description = (text: string | undefined, fallback: string) => {
  const value = text === undefined ? fallback : text.trim();
  if (value.length > adjustmentLimits.issueDescriptionMax) {
    const message = `Description must be ${adjustmentLimits.issueDescriptionMax} characters or less`;
    throw new DomainError('BAD_INPUT', message, { description: message });
  }
  return value;
};

/** Makes the issue a Reorder request (or edits one): the price computed and saved in modifications.Price. */
export function setReorderRequest(
  adjustment: AdjustmentState,
  actor: AdjustmentActor,
  issueId: string,
  input: { description?: string; modifications?: Modifications },
  options: IssueActionOptions = {},
): AdjustmentState {
  const issue = findIssue(adjustment, issueId);
  assertCanEditIssue(adjustment, actor, issue);
  assertScreenExclusivity(adjustment, issue);
  const kept = issue.adjustmentType === 'Reorder' ? issue.modifications : {};
  const mods = checkedModifications(issue, actor, 'Reorder', input.modifications ?? kept, options);
  const price = options.priceOf?.(issue, mods) ?? null;
  if (price !== null && typeof price === 'object') throw new DomainError('CONFLICT', price.message, { modifications: price.message }, price.code);
  const priceFields = reorderPriceFields(issue, actor, input.modifications, mods, options.priceOf ? price : undefined, options.priceSetter);
  const next: IssueState = {
    ...issue,
    adjustmentType: 'Reorder',
    resolutionStatus: editedStatus(actor),
    description: description(input.description, issue.adjustmentType === 'Reorder' ? issue.description : ''),
    modifications: { ...mods, ...priceFields },
  };
  return replaceIssue(adjustment, next);
}

/**
 * Makes the issue a Warranty request (or edits one): a reason and at least one image already
 * attached are required (§4); a warranty carries no price. A requester may set only Quantity.
 */
export function fileWarranty(
  adjustment: AdjustmentState,
  actor: AdjustmentActor,
  issueId: string,
  input: { description?: string; modifications?: Modifications },
  options: IssueActionOptions = {},
): AdjustmentState {
  const issue = findIssue(adjustment, issueId);
  assertCanEditIssue(adjustment, actor, issue);
  assertScreenExclusivity(adjustment, issue);
  const reason = description(input.description, issue.adjustmentType === 'Warranty' ? issue.description : '');
  if (reason === '') throw new DomainError('BAD_INPUT', adjustmentMessages.warrantyReasonRequired, { description: adjustmentMessages.warrantyReasonRequired });
  if (issue.attachmentCount < 1)
    throw new DomainError('BAD_INPUT', adjustmentMessages.warrantyImageRequired, { attachments: adjustmentMessages.warrantyImageRequired });
  const kept = issue.adjustmentType === 'Warranty' ? issue.modifications : {};
  const mods = checkedModifications(issue, actor, 'Warranty', input.modifications ?? withoutPrice(kept), options);
  return replaceIssue(adjustment, { ...issue, adjustmentType: 'Warranty', resolutionStatus: editedStatus(actor), description: reason, modifications: mods });
}

/** Returns the issue to no request: None, Draft, no modifications or reason; the server deletes its images. */
export function removeRequest(adjustment: AdjustmentState, actor: AdjustmentActor, issueId: string): AdjustmentState {
  const issue = findIssue(adjustment, issueId);
  assertCanEditIssue(adjustment, actor, issue);
  return replaceIssue(adjustment, { ...issue, adjustmentType: 'None', resolutionStatus: 'Draft', description: '', modifications: {}, attachmentCount: 0 });
}

/** The reviewer's status toggle on a request (In Review, Awaiting Requester, Rejected, Approved), under review only. */
export function setResolutionStatus(adjustment: AdjustmentState, actor: AdjustmentActor, issueId: string, status: ReviewerResolutionStatus): AdjustmentState {
  assertRole(actor, 'reviewer');
  const issue = findIssue(adjustment, issueId);
  assertCanEditIssue(adjustment, actor, issue);
  if (!isRequest(issue)) throw new DomainError('CONFLICT', adjustmentMessages.notARequest);
  return replaceIssue(adjustment, { ...issue, resolutionStatus: status });
}

export interface IssuePatch {
  adjustmentType?: 'Reorder' | 'None' | undefined;
  description?: string | undefined;
  modifications?: Modifications | undefined;
  resolutionStatus?: ReviewerResolutionStatus | undefined;
}

/**
 * PATCH issue: None removes the request, Reorder sets or edits one; with no type, the
 * description and modifications edit the issue's current request (a warranty's Quantity);
 * resolutionStatus is the reviewer's toggle, applied last.
 */
export function updateIssue(
  adjustment: AdjustmentState,
  actor: AdjustmentActor,
  issueId: string,
  patch: IssuePatch,
  options: IssueActionOptions = {},
): AdjustmentState {
  let next = adjustment;
  const edits = {
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.modifications !== undefined ? { modifications: patch.modifications } : {}),
  };
  if (patch.adjustmentType === 'None') next = removeRequest(next, actor, issueId);
  else if (patch.adjustmentType === 'Reorder') next = setReorderRequest(next, actor, issueId, edits, options);
  else if (patch.description !== undefined || patch.modifications !== undefined) {
    const issue = findIssue(next, issueId);
    if (issue.adjustmentType === 'Warranty') next = fileWarranty(next, actor, issueId, edits, options);
    else if (issue.adjustmentType === 'Reorder') next = setReorderRequest(next, actor, issueId, edits, options);
    else throw new DomainError('CONFLICT', adjustmentMessages.notARequest);
  }
  if (patch.resolutionStatus !== undefined) next = setResolutionStatus(next, actor, issueId, patch.resolutionStatus);
  return next;
}

/** A comment's text, checked: either party, on any issue, while the adjustment is not finalized. */
export function checkComment(adjustment: Pick<AdjustmentState, 'status'>, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new DomainError('BAD_INPUT', adjustmentMessages.commentRequired, { text: adjustmentMessages.commentRequired });
  if (trimmed.length > adjustmentLimits.commentMax)
    throw new DomainError('BAD_INPUT', adjustmentMessages.commentTooLong, { text: adjustmentMessages.commentTooLong });
  if (!canComment(adjustment.status)) throw new DomainError('CONFLICT', adjustmentMessages.commentLocked);
  return trimmed;
}
