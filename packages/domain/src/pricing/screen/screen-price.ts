import { roundCents, tierMultiplier, type Cents } from '../../money/money';
import { itemPrice, unitOfMeasureFactor } from '../item-price';
import { describeRule, findRule, applyRule } from '../portal-pricing';
import type { BreakdownLine, LineQuote } from '../price-breakdown';
import { pricingAlert, type PricingAlert } from '../pricing-alerts';
import type { PricingContext } from '../pricing-context';
import type { PortalPricingRule } from '../../catalog/catalog-types';
import { screenMeasures, type TScreenConfig } from '../../configuration/screen/screen-config';
import { tallDropInches } from '../../configuration/screen/screen-form-rules';
import {
  bottomBarPricedFeet,
  lengthPricedCategories,
  mappedScrKits,
  screenParts,
  type MappedScrKits,
  type ScreenPart,
  type ScreenPartPricing,
} from './screen-kit-mapping';

export interface ScreenQuote extends LineQuote {
  mappedScrKits: MappedScrKits;
}

/** Cable track costs more once the screen is wider than this (spec §9). */
export const cableTrackAdditionWidth = 132;

const money = (cents: number) => (cents / 100).toFixed(2);
/** Measures in rule texts: at most 4 decimals, no trailing zeros (10.5 ft, 8.3333 ft). */
const measure = (n: number) => String(Math.round(n * 10000) / 10000);

interface LineRules {
  customColor: PortalPricingRule | undefined;
  vinylWeblonMultiplier: PortalPricingRule | undefined;
  vinylWeblonAddition: PortalPricingRule | undefined;
}

interface Priced {
  line: BreakdownLine;
  alert?: PricingAlert;
}

function unpriced(itemNo: string, description: string, quantity: number, unitOfMeasureCode: string, alert: PricingAlert): Priced {
  return { line: { itemNo, description, quantity, unitOfMeasureCode, unitPriceCents: 0, amountCents: 0, rule: `not priced: ${alert.message}` }, alert };
}

/**
 * One breakdown line: the item's price-group price turned into an amount by the part's pricing
 * method, the line's own rules applied to the exact figure, then rounded once.
 */
function priceItem(
  ctx: PricingContext,
  rules: LineRules,
  part: ScreenPart,
  itemNo: string,
  description: string,
  quantity: number,
  unitOfMeasureCode: string | null,
): Priced {
  const found = itemPrice(ctx, itemNo);
  const uom = unitOfMeasureCode ?? (found.ok ? found.item.baseUnitOfMeasureCode : 'EA');
  if (!found.ok) {
    // A housing is looked up by size, colour and the stock length the width needs: its absence is the spec's housing alert.
    const alert = part.role === 'housing' && found.alert.code === 'ITEM_NOT_FOUND' ? pricingAlert.housingNotFound() : found.alert;
    return unpriced(itemNo, description, quantity, uom, alert);
  }
  const unit = found.unitPriceCents;
  if (!Number.isFinite(unit) || unit < 0) return unpriced(itemNo, description, quantity, uom, pricingAlert.noPrice(itemNo));
  // A BOM line in a fraction of the item's unit (EA of an item sold by the pair) pays that fraction.
  const factor = unitOfMeasureCode === null ? 1 : unitOfMeasureFactor(ctx, itemNo, unitOfMeasureCode);
  if (factor === null) return unpriced(itemNo, description, quantity, uom, pricingAlert.unitNotFound(itemNo, uom));
  const per = factor === 1 ? '' : ` × ${factor} ${found.item.baseUnitOfMeasureCode} per ${unitOfMeasureCode}`;
  const pricing: ScreenPartPricing = part.pricing;
  let exact: number;
  let rule: string;
  switch (pricing.method) {
    case 'free':
      exact = 0;
      rule = pricing.reason;
      break;
    case 'bottomBar':
      exact = (unit / bottomBarPricedFeet) * pricing.feet * quantity * factor;
      rule = `per ${bottomBarPricedFeet} ft: ${money(unit)} ÷ ${bottomBarPricedFeet} × ${measure(pricing.feet)} ft`;
      break;
    case 'zipper':
      exact = (unit / pricing.rollFeet) * 2 * pricing.feet * quantity * factor;
      rule = `zipper roll of ${pricing.rollFeet} ft: ${money(unit)} ÷ ${pricing.rollFeet} × 2 sides × ${measure(pricing.feet)} ft`;
      break;
    case 'material':
      exact = (unit / pricing.widthFactor) * pricing.widthInches * pricing.dropFeet * quantity * factor;
      rule =
        `material per foot ÷ width factor: ${money(unit)} ÷ ${pricing.widthFactor} × ` +
        `${measure(pricing.widthInches)} in wide × ${measure(pricing.dropFeet)} ft drop`;
      if (pricing.vinylOrWeblon) {
        for (const r of [rules.vinylWeblonMultiplier, rules.vinylWeblonAddition]) {
          if (!r) continue;
          exact = applyRule(r, exact);
          rule += `; ${describeRule(r)}`;
        }
      }
      break;
    case 'stock': {
      if (!lengthPricedCategories.has(found.item.itemCategoryCode)) {
        exact = unit * quantity * factor;
        rule = `${measure(quantity)} × ${money(unit)}`;
        break;
      }
      const stock = Number(found.item.attributes['Length']);
      if (!(stock > 0)) return unpriced(itemNo, description, quantity, uom, pricingAlert.lengthNotFound(itemNo));
      // Spec: "unit price divided by stock length, times inches over 12": price per foot of stock × feet used.
      exact = (unit / (stock / 12)) * (pricing.cutInches / 12) * quantity * factor;
      rule =
        `length-priced: ${money(unit)} ÷ ${measure(stock / 12)} ft stock × ` +
        `${measure(pricing.cutInches)} in ÷ 12${quantity === 1 ? '' : ` × ${measure(quantity)}`}`;
      break;
    }
  }
  rule += per;
  // Custom colours are painted from Mill stock: the lines cut from Mill stock carry the multiplier.
  if (rules.customColor && itemNo.endsWith('-MILL')) {
    exact = applyRule(rules.customColor, exact);
    rule += `; ${describeRule(rules.customColor)}`;
  }
  return {
    line: { itemNo, description, quantity, unitOfMeasureCode: uom, unitPriceCents: unit, amountCents: roundCents(exact), rule },
  };
}

function pricePart(ctx: PricingContext, rules: LineRules, part: ScreenPart, out: Priced[]): void {
  if (!part.kit) {
    const name = ctx.index.item(part.itemNo)?.displayName ?? part.itemNo;
    out.push(priceItem(ctx, rules, part, part.itemNo, `${part.label}: ${name}`, part.quantity, null));
    return;
  }
  const bom = ctx.index.bom(part.itemNo);
  if (!bom || bom.components.length === 0) {
    // A kit item without a bill of materials exists but has no price of its own.
    const alert = ctx.index.item(part.itemNo) ? pricingAlert.noPrice(part.itemNo) : pricingAlert.itemNotFound(part.itemNo);
    out.push(unpriced(part.itemNo, part.label, part.quantity, 'KIT', alert));
    return;
  }
  for (const k of bom.components) {
    out.push(priceItem(ctx, rules, part, k.itemNo, `${part.label}: ${k.description}`, k.quantityPer * part.quantity, k.unitOfMeasureCode));
  }
}

/**
 * The price of one screen line for one dealer (adjustments-and-pricing §9; docs/pricing/screens.md).
 * Prices the configuration as given: callers normalize it first (the form as the dealer types,
 * the server before it validates). Parts that cannot be priced count 0 and add their alert.
 */
export function priceScreen(ctx: PricingContext, config: TScreenConfig): ScreenQuote {
  const parts = screenParts(config);
  const custom = config.jobColor === 'Custom';
  const rules: LineRules = {
    customColor: custom ? findRule(ctx.rules, 'Custom Color Multiplier') : undefined,
    vinylWeblonMultiplier: findRule(ctx.rules, 'Vinyl/Weblon Multiplier'),
    vinylWeblonAddition: findRule(ctx.rules, 'Vinyl/Weblon Addition'),
  };
  const priced: Priced[] = [];
  for (const part of parts) pricePart(ctx, rules, part, priced);

  const breakdown: BreakdownLine[] = [];
  const alerts: PricingAlert[] = [];
  let exact = 0;
  for (const p of priced) {
    breakdown.push(p.line);
    exact += p.line.amountCents;
    if (p.alert && !alerts.some((a) => a.message === p.alert?.message)) alerts.push(p.alert);
  }

  const adjustments: string[] = [];
  if (!config.meshOnly) {
    const kitAddition = findRule(ctx.rules, 'Screen Kit Addition');
    if (kitAddition) {
      exact = applyRule(kitAddition, exact);
      adjustments.push(describeRule(kitAddition));
    }
    const m = screenMeasures(config);
    const cableWide = (config.trackLeft === 'Cable' || config.trackRight === 'Cable') && m.width > cableTrackAdditionWidth;
    const tall = Math.max(m.dropLeft, m.dropRight) > tallDropInches;
    const cable = (cableWide || tall) && findRule(ctx.rules, 'Cable Track Addition');
    if (cable) {
      exact = applyRule(cable, exact);
      adjustments.push(`${describeRule(cable)} (${cableWide ? `cable track wider than ${cableTrackAdditionWidth} in` : `drop over ${tallDropInches} in`})`);
    }
  }
  if (ctx.tierRateBp > 0) adjustments.push(`Tier rate × ${measure(tierMultiplier(ctx.tierRateBp))}`);
  const unitPriceCents: Cents = roundCents(exact * tierMultiplier(ctx.tierRateBp));
  return {
    unitPriceCents,
    quantity: config.copies,
    totalCents: unitPriceCents * config.copies,
    breakdown,
    adjustments,
    alerts,
    mappedScrKits: mappedScrKits(ctx.index, parts),
  };
}
