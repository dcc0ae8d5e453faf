import type { PortalPricingRule } from '../../catalog/catalog-types';
import { roundCents, tierMultiplier, type Cents } from '../../money/money';
import { itemPrice, unitOfMeasureFactor } from '../item-price';
import { applyRule, describeRule, findRule } from '../portal-pricing';
import type { BreakdownLine, LineQuote } from '../price-breakdown';
import type { PricingContext } from '../pricing-context';
import { pricingAlert, type PricingAlert } from '../pricing-alerts';
import type { TRoofConfig } from '../../configuration/roof/roof-config';
import { lengthPricedGroups, mapRoofKits, type MappedRoofKit } from './roof-kit-mapping';

export interface RoofQuote extends LineQuote {
  mappedRfKits: MappedRoofKit[];
  /** Why the roof could not be priced at all (then every figure is 0), or null. */
  refusal: string | null;
}

/** portal.md §5 Cart: the entry is required for roof pricing, whether or not a colour is custom. */
export const customColorMultiplierMissing = 'Custom Color Multiplier pricing entry is required for roof pricing';

/**
 * The stock length of a length-priced member, in inches (the Length attribute, e.g. "240").
 * Missing, zero or unreadable all mean we cannot price by length.
 */
function stockLengthInches(attributes: Record<string, string>): number | null {
  const raw = attributes['Length'];
  if (raw === undefined) return null;
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

const pieces = (n: number) => (n === 1 ? '' : ` × ${n} pcs`);

interface Priced {
  lines: BreakdownLine[];
  alert: PricingAlert | null;
}

function unpriced(kit: MappedRoofKit, alert: PricingAlert): Priced {
  return {
    lines: [
      {
        itemNo: kit.itemNo,
        description: kit.description,
        quantity: kit.quantity,
        unitOfMeasureCode: '',
        unitPriceCents: 0,
        amountCents: 0,
        rule: `${alert.message}: priced at 0`,
      },
    ],
    alert,
  };
}

/** One breakdown line: the custom colour rule applies to the exact amount, then one rounding. */
function line(kit: MappedRoofKit, colorRule: PortalPricingRule, base: Omit<BreakdownLine, 'amountCents'>, exactCents: number): BreakdownLine {
  const custom = kit.customColor;
  return {
    ...base,
    amountCents: roundCents(custom ? applyRule(colorRule, exactCents) : exactCents),
    rule: custom ? `${base.rule}; ${describeRule(colorRule)}` : base.rule,
  };
}

/**
 * Length-priced: the spec's "unit price divided by stock length, times inches over 12". The
 * Length attribute holds the stock length in inches, so both lengths are taken in feet:
 * price ÷ (stock in ÷ 12) × (ordered in ÷ 12) = price × ordered in ÷ stock in.
 */
function priceMember(ctx: PricingContext, kit: MappedRoofKit, colorRule: PortalPricingRule): Priced {
  const price = itemPrice(ctx, kit.itemNo);
  if (!price.ok) return unpriced(kit, price.alert);
  const stock = stockLengthInches(price.item.attributes);
  if (stock === null) return unpriced(kit, pricingAlert.lengthNotFound(kit.itemNo));
  const ordered = kit.lengthInches ?? 0;
  const exact = ((price.unitPriceCents * ordered) / stock) * kit.quantity;
  const rule = `length-priced: ${price.unitPriceCents} ÷ ${stock} in × ${ordered} in${pieces(kit.quantity)}`;
  return {
    lines: [
      line(
        kit,
        colorRule,
        {
          itemNo: kit.itemNo,
          description: kit.description,
          quantity: kit.quantity,
          unitOfMeasureCode: price.unitOfMeasureCode,
          unitPriceCents: price.unitPriceCents,
          rule,
        },
        exact,
      ),
    ],
    alert: null,
  };
}

/**
 * Per piece. A kit (an item with a BOM, like the motor) is priced from its components, one
 * breakdown line each, with unit-of-measure fractions (1 HALF of a BOX = 0.5). A kit with any
 * component that cannot be priced is priced at 0 as a whole ("Could not determine price"),
 * because a kit without one of its parts is not something we can sell.
 */
function pricePiece(ctx: PricingContext, kit: MappedRoofKit, colorRule: PortalPricingRule): Priced {
  const item = ctx.index.item(kit.itemNo);
  if (!item || !item.active) return unpriced(kit, pricingAlert.itemNotFound(kit.itemNo));
  const bom = ctx.index.bom(kit.itemNo);
  if (!bom) {
    const price = itemPrice(ctx, kit.itemNo);
    if (!price.ok) return unpriced(kit, price.alert);
    const rule = `per piece: ${price.unitPriceCents}${pieces(kit.quantity)}`;
    return {
      lines: [
        line(
          kit,
          colorRule,
          {
            itemNo: kit.itemNo,
            description: kit.description,
            quantity: kit.quantity,
            unitOfMeasureCode: price.unitOfMeasureCode,
            unitPriceCents: price.unitPriceCents,
            rule,
          },
          price.unitPriceCents * kit.quantity,
        ),
      ],
      alert: null,
    };
  }
  const lines: BreakdownLine[] = [];
  for (const component of bom.components) {
    const price = itemPrice(ctx, component.itemNo);
    if (!price.ok) {
      const failed = unpriced(kit, pricingAlert.noPrice(kit.itemNo));
      return {
        lines: failed.lines.map((l) => ({ ...l, rule: `Could not determine price for item: component ${component.itemNo}: ${price.alert.message}` })),
        alert: failed.alert,
      };
    }
    const factor = unitOfMeasureFactor(ctx, component.itemNo, component.unitOfMeasureCode);
    if (factor === null) {
      const failed = unpriced(kit, pricingAlert.unitNotFound(component.itemNo, component.unitOfMeasureCode));
      return { lines: failed.lines, alert: failed.alert };
    }
    const quantity = component.quantityPer * kit.quantity;
    const uom = factor === 1 ? component.unitOfMeasureCode : `${component.unitOfMeasureCode} (${factor} ${price.unitOfMeasureCode} each)`;
    const rule = `kit ${kit.itemNo}: ${price.unitPriceCents} × ${quantity} ${uom}`;
    lines.push(
      line(
        kit,
        colorRule,
        {
          itemNo: component.itemNo,
          description: `${kit.description}: ${component.description}`,
          quantity,
          unitOfMeasureCode: component.unitOfMeasureCode,
          unitPriceCents: price.unitPriceCents,
          rule,
        },
        price.unitPriceCents * factor * quantity,
      ),
    );
  }
  return { lines, alert: null };
}

/**
 * The authoritative price of one roof line (server) and its live price (browser). Each mapped
 * kit is priced to one or more breakdown lines, each rounded once; the line's unit price is
 * their sum times the tier rate (when > 0), rounded once; the total is that times the copies.
 */
export function priceRoof(ctx: PricingContext, config: TRoofConfig): RoofQuote {
  const mappedRfKits = mapRoofKits(config);
  const quantity = config.copies;
  const colorRule = findRule(ctx.rules, 'Custom Color Multiplier');
  if (!colorRule) {
    return {
      unitPriceCents: 0,
      quantity,
      totalCents: 0,
      breakdown: [],
      adjustments: [],
      alerts: [pricingAlert.noPrice()],
      mappedRfKits,
      refusal: customColorMultiplierMissing,
    };
  }
  const breakdown: BreakdownLine[] = [];
  const alerts: PricingAlert[] = [];
  let sum: Cents = 0;
  for (const kit of mappedRfKits) {
    const priced = lengthPricedGroups.has(kit.group) ? priceMember(ctx, kit, colorRule) : pricePiece(ctx, kit, colorRule);
    for (const l of priced.lines) {
      breakdown.push(l);
      sum += l.amountCents;
    }
    if (priced.alert) alerts.push(priced.alert);
  }
  const adjustments: string[] = [];
  if (ctx.tierRateBp > 0) adjustments.push(`Tier rate × ${tierMultiplier(ctx.tierRateBp)}`);
  if (quantity !== 1) adjustments.push(`Copies × ${quantity}`);
  const unitPriceCents = roundCents(sum * tierMultiplier(ctx.tierRateBp));
  return { unitPriceCents, quantity, totalCents: unitPriceCents * quantity, breakdown, adjustments, alerts, mappedRfKits, refusal: null };
}
