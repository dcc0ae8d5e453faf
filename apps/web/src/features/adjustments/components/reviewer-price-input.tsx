import { NumberInput } from '@mantine/core';
import type { Modifications } from '@portal/domain/adjustments/adjustment-aggregate';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { isKitOnlyScreenComponent } from '@portal/domain/adjustments/kit-component-price';

/**
 * Issue 26: a kit-only screen component the catalogue has no price for waits for the reviewer's.
 * The reviewer sees the field while the request has no price, or one a reviewer entered; the
 * amount goes in the draft as Price (a decimal in the order's currency) and is saved with it.
 */
export function needsReviewerPrice(issue: TAdjustmentIssue): boolean {
  const mods = issue.modifications;
  return issue.adjustmentType === 'Reorder' && isKitOnlyScreenComponent(issue.issueType) && (!('PriceCents' in mods) || 'PriceSetBy' in mods);
}

export function ReviewerPriceInput(props: {
  issue: TAdjustmentIssue;
  draft: Modifications;
  currency: string;
  disabled: boolean;
  onChange: (price: number | '') => void;
}) {
  const saved = props.issue.modifications['Price'];
  const value = 'Price' in props.draft ? props.draft['Price'] : saved;
  return (
    <NumberInput
      label={`Price (${props.currency})`}
      description="No catalogue price: the reviewer enters it before the adjustment is approved"
      min={0.01}
      decimalScale={2}
      value={value ?? ''}
      disabled={props.disabled}
      onChange={(v) => props.onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
    />
  );
}
