import type { Cents } from '../money/money';
import { pricePartItem } from '../pricing/parts/part-price';
import type { BreakdownLine, LineQuote } from '../pricing/price-breakdown';
import type { PricingContext } from '../pricing/pricing-context';
import type { TScreenConfig } from '../configuration/screen/screen-config';
import { screenParts } from '../pricing/screen/screen-kit-mapping';
import { priceScreen } from '../pricing/screen/screen-price';
import type { IssueType } from './issue-types';

/**
 * Screen components the catalogue sells only inside a kit (issue 26): they have no part role of
 * their own, so a reorder of one is priced from the catalogue item the screen's kits hold for
 * it: the breakdown line whose component description names it (Shuttle → 'Track shuttle' in a
 * track kit, Idler_Spring → 'Idler spring' in the motor kit), one kit's worth of it (what the
 * screen itself is charged for one). A component no kit line names (Badge, Roll_Tube … in the
 * sample catalogue) has no catalogue price: the reviewer enters it.
 */
export const kitOnlyScreenComponents = [
  'Badge',
  'Shuttle',
  'Drive_Tube',
  'End_Caps',
  'Housing_Brush',
  'Idler_Plate',
  'Idler_Spring',
  'Motor_Crown',
  'Retractable_Drive_Adapter',
  'Roll_Tube',
  'Steel_Weight',
] as const satisfies readonly IssueType[];
export type KitOnlyScreenComponent = (typeof kitOnlyScreenComponents)[number];

export function isKitOnlyScreenComponent(issueType: string): issueType is KitOnlyScreenComponent {
  return (kitOnlyScreenComponents as readonly string[]).includes(issueType);
}

/** The words a kit line's component description must hold: End_Caps → 'end cap'. */
const wordsOf = (component: KitOnlyScreenComponent) => component.toLowerCase().replace(/_/g, ' ').replace(/s$/, '');

/** The breakdown line pricing one of the component, or undefined when no kit of the screen holds a priced one. */
export function kitComponentLine(breakdown: readonly BreakdownLine[], component: KitOnlyScreenComponent): BreakdownLine | undefined {
  const words = wordsOf(component);
  return breakdown.find((l) => {
    const separator = l.description.indexOf(': ');
    const part = separator >= 0 ? l.description.slice(separator + 2) : l.description;
    return part.toLowerCase().includes(words) && l.amountCents > 0;
  });
}

/** The component's kit line on this screen before the tier rate (cents), or null when no kit of it names a priced one. */
export function kitComponentCents(ctx: PricingContext, config: TScreenConfig, component: KitOnlyScreenComponent): Cents | null {
  return kitComponentLine(priceScreen(ctx, config).breakdown, component)?.amountCents ?? null;
}

/**
 * Square picket stock reordered loose (issue 26): a piece of the stock item at its own price,
 * as the Parts tab would price it; the free allowance holds only inside a screen kit up to 120 in.
 */
export function loosePicketQuote(ctx: PricingContext, config: TScreenConfig): LineQuote | null {
  const picket = screenParts(config).find((p) => p.role === 'squarePicket');
  return picket ? pricePartItem(ctx, picket.itemNo, 1) : null;
}
