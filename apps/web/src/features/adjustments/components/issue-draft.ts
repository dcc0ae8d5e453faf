import type { Modifications } from '@portal/domain/adjustments/adjustment-aggregate';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { withoutPrice } from '@portal/domain/adjustments/modifications/issue-modifications';
import { applyRoofModificationChange } from '@portal/domain/adjustments/modifications/roof-modifications';
import { applyScreenModificationChange } from '@portal/domain/adjustments/modifications/screen-modifications';
import { orderedQuantityOf, orderedValuesOf } from '@portal/domain/adjustments/ordered-values';
import type { OrderedItem } from '@portal/domain/adjustments/reorder-price';

/** What an issue's form reads from its ordered line: the values shown where nothing is edited, and how many were ordered. */
export interface OrderedContext {
  base: Modifications;
  orderedQuantity: number;
  /** Parts: each option of the ordered part with the values the card can offer. */
  optionChoices: Record<string, readonly string[]>;
}

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 1);

/**
 * The values a part's catalogue item offers per attribute, when the server sends the item with
 * the issue (IssueCatalogueItem: attributeName with its attributeValues).
 */
function catalogueValuesOf(bcItem: TAdjustmentIssue['bcItem']): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const { attributeName, attributeValues } of bcItem?.attributes ?? []) {
    if (attributeValues !== '') values[attributeName] = [...(values[attributeName] ?? []), attributeValues];
  }
  return values;
}

/** How many of the issue's member the order holds, as the server bounds a warranty claim (24 blades on one roof: 24). */
function orderedQuantityFor(issue: TAdjustmentIssue, config: Record<string, unknown>): number {
  try {
    return positive(orderedQuantityOf({ itemType: issue.itemType, config } as unknown as OrderedItem, issue.issueType));
  } catch {
    // An older or partial line: its copies.
    return positive(config['copies']);
  }
}

export function orderedContextOf(issue: TAdjustmentIssue, item: Record<string, unknown>): OrderedContext {
  const config = recordOf(item['config']);
  let base: Modifications = {};
  try {
    // The line as the order stores it; an older or partial line shows what it has.
    base = orderedValuesOf({ itemType: issue.itemType, config } as unknown as OrderedItem, issue.issueType);
  } catch {
    base = {};
  }
  for (const key of Object.keys(base)) if (base[key] === undefined || base[key] === null) delete base[key];
  if (issue.itemType !== 'Part') return { base, orderedQuantity: orderedQuantityFor(issue, config), optionChoices: {} };

  const options = { ...(recordOf(config['options']) as Record<string, string>), ...(recordOf(item['options']) as Record<string, string>) };
  const catalogue = catalogueValuesOf(issue.bcItem);
  const optionChoices: Record<string, readonly string[]> = {};
  for (const [name, value] of Object.entries(options)) {
    const edited = issue.modifications[name];
    optionChoices[name] = [...new Set([String(value), ...(edited === undefined ? [] : [String(edited)]), ...(catalogue[name] ?? [])])];
  }
  return { base: { ...options }, orderedQuantity: positive(item['quantity'] ?? config['quantity']), optionChoices };
}

/** The issue's saved modifications without the server's Price. */
export const savedModifications = (issue: TAdjustmentIssue): Modifications => withoutPrice(issue.modifications);

/**
 * One edit: the domain's form reactions (§4) run over the values shown, and the draft keeps only
 * what differs from the ordered line (or was already edited), so a requester's warranty sends
 * only its Quantity. A value the reaction clears (a RAL code, a material colour) becomes '' so
 * the ordered one does not reappear and the domain asks for a new one.
 */
export function changeDraft(itemType: TAdjustmentIssue['itemType'], base: Modifications, draft: Modifications, patch: Modifications): Modifications {
  const shown = { ...base, ...draft };
  const next =
    itemType === 'Screen'
      ? applyScreenModificationChange(shown, patch)
      : itemType === 'Roof'
        ? applyRoofModificationChange(shown, patch)
        : { ...shown, ...patch };
  const result: Modifications = { ...draft };
  for (const key of new Set([...Object.keys(shown), ...Object.keys(next)])) {
    const value = next[key];
    if (value === undefined) {
      if (key in base) result[key] = '';
      else delete result[key];
    } else if (key in draft || key in patch || value !== base[key]) result[key] = value;
  }
  return result;
}

export const sameModifications = (a: Modifications, b: Modifications) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
};
