import { DomainError } from '../errors/domain-error';
import { toCents, type Cents } from '../money/money';
import { pricingAlert } from '../pricing/pricing-alerts';
import type { AdjustmentActor, IssueState, Modifications } from './adjustment-aggregate';
import { isKitOnlyScreenComponent } from './kit-component-price';
import { numberOf } from './modifications/modification-checks';

/**
 * A reorder's price in its stored modifications (issue 26): Price in cents, computed by the
 * domain; where the catalogue has none (a kit-only screen component no kit line names) a
 * reviewer enters it, kept with PriceSetBy (their name) and PriceSetAt (ISO time). The API
 * answers Price as the decimal amount and PriceCents (adjustment-view-mapper.ts).
 */
export const priceKeys = ['Price', 'PriceCents', 'PriceSetBy', 'PriceSetAt'] as const;

/** Who enters a price, and when: the server gives the reviewer's name and the time of the request. */
export interface PriceSetter {
  name: string;
  at: string;
}

export const reviewerPriceMessages = {
  invalid: 'Price must be an amount above 0 with at most 2 decimals',
  tooLarge: 'Price must be at most 1,000,000',
  catalogPriced: 'This reorder is priced from the catalogue: its price cannot be entered',
  reviewerOnly: 'Only a reviewer enters a price',
} as const;

const priceMax = 1_000_000;

export function withoutPriceKeys(mods: Modifications): Modifications {
  const rest = { ...mods };
  for (const key of priceKeys) delete rest[key];
  return rest;
}

const same = (a: Modifications, b: Modifications) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The amount a reviewer sent as modifications.Price (a decimal in the order's currency), in cents. */
function enteredCents(value: string | number | undefined): Cents {
  const n = numberOf(value);
  const bad = (message: string) => new DomainError('BAD_INPUT', message, { 'modifications.Price': message });
  if (n === null || !(n > 0) || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) throw bad(reviewerPriceMessages.invalid);
  if (n > priceMax) throw bad(reviewerPriceMessages.tooLarge);
  return toCents(n);
}

/**
 * The price fields a reorder is saved with. `computed` is the domain's price (null: none).
 * Without a pricer (computed undefined) nothing is priced. A price the requester sends is never
 * read. A reviewer's Price is taken only where nothing computes one; it stays while the
 * modifications it was entered for stay, and goes with any change to them.
 */
export function reorderPriceFields(
  issue: IssueState,
  actor: AdjustmentActor,
  sent: Modifications | undefined,
  mods: Modifications,
  computed: Cents | null | undefined,
  setter?: PriceSetter,
): Modifications {
  const reviewerSent = actor.role === 'reviewer' && sent !== undefined && 'Price' in sent;
  if (computed !== null && computed !== undefined) {
    if (reviewerSent) throw new DomainError('BAD_INPUT', reviewerPriceMessages.catalogPriced, { 'modifications.Price': reviewerPriceMessages.catalogPriced });
    return { Price: computed };
  }
  if (computed === undefined) return {};
  if (!isKitOnlyScreenComponent(issue.issueType)) {
    const message = pricingAlert.noPrice().message;
    throw new DomainError('CONFLICT', message, { modifications: message }, 'LINES_NOT_ORDERABLE');
  }
  if (reviewerSent) return { Price: enteredCents(sent['Price']), PriceSetBy: setter?.name ?? 'Reviewer', ...(setter ? { PriceSetAt: setter.at } : {}) };
  const before = issue.adjustmentType === 'Reorder' ? issue.modifications : {};
  const kept = typeof before['PriceSetBy'] === 'string' && same(withoutPriceKeys(before), withoutPriceKeys(mods));
  return kept ? Object.fromEntries(priceKeys.filter((k) => k in before).map((k) => [k, before[k] as string | number])) : {};
}

/** An approved reorder request without a price above 0 (issue 26: the adjustment cannot be approved while one is). */
export function unpricedApprovedReorder(issues: readonly IssueState[]): IssueState | undefined {
  return issues.find((i) => i.adjustmentType === 'Reorder' && i.resolutionStatus === 'Approved' && !((numberOf(i.modifications['Price']) ?? 0) > 0));
}

/**
 * The modifications as the API answers them (issue 26): Price the decimal amount in the order's
 * currency and PriceCents the exact cents, as every other amount of the API. Stored rows keep
 * Price in cents (decided: no data migration; this mapping is the one place the shapes meet).
 */
export function modificationsView(mods: Modifications): Modifications {
  const cents = numberOf(mods['Price']);
  if (cents === null) return withoutKeys(mods, ['PriceCents']);
  return { ...mods, Price: cents / 100, PriceCents: cents };
}

const withoutKeys = (mods: Modifications, keys: readonly string[]) => Object.fromEntries(Object.entries(mods).filter(([k]) => !keys.includes(k)));
