import type { Cents } from '../money/money';
import type { PricingAlert } from './pricing-alerts';

/** One priced component of a line: what a dealer or administrator reads to see why it costs that. */
export interface BreakdownLine {
  itemNo: string;
  description: string;
  /** Quantity in the unit of measure below (may be fractional: 0.5, 3.25 ft…). */
  quantity: number;
  unitOfMeasureCode: string;
  /** Price-group unit price before rules (cents). */
  unitPriceCents: Cents;
  /** This component's amount after its rules, before the tier rate, rounded once (cents). */
  amountCents: Cents;
  /** Plain words: "length-priced: 4510 ÷ 264 in × 122 in", "Custom Color Multiplier × 1.15"… */
  rule: string;
}

/** The price of one configured line (one screen, one roof, one part) for one dealer. */
export interface LineQuote {
  /** Per unit, after portal rules and the tier rate (cents). */
  unitPriceCents: Cents;
  quantity: number;
  /** unitPriceCents × quantity. */
  totalCents: Cents;
  breakdown: BreakdownLine[];
  /** Rules applied to the line as a whole (tier rate, kit addition…), in order. */
  adjustments: string[];
  alerts: PricingAlert[];
}
