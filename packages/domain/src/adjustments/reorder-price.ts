import { roundCents, tierMultiplier, type Cents } from '../money/money';
import { DomainError } from '../errors/domain-error';
import { checkPartLine, unknownPartOptionErrors, type TPartConfig } from '../configuration/parts/part-config';
import { pricePartItem } from '../pricing/parts/part-price';
import { buildPortalItems } from '../pricing/parts/portal-items';
import type { BreakdownLine } from '../pricing/price-breakdown';
import { pricingAlert, type PricingAlert } from '../pricing/pricing-alerts';
import type { PricingContext } from '../pricing/pricing-context';
import type { TRoofConfig } from '../configuration/roof/roof-config';
import { roofColors, type PostLength, type RoofColor } from '../configuration/roof/roof-options';
import { priceRoof } from '../pricing/roof/roof-price';
import type { RoofKitGroup } from '../pricing/roof/roof-kit-mapping';
import type { TScreenConfig } from '../configuration/screen/screen-config';
import { normalizeScreenConfig } from '../configuration/screen/screen-form-rules';
import { screenCategoryCodes, screenParts, type ScreenPart, type ScreenPartRole } from '../pricing/screen/screen-kit-mapping';
import {
  bottomBarFinishes,
  customColorCode,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  motorTypes,
  screenMaterialTypes,
  trackTypes,
  yesNo,
} from '../configuration/screen/screen-options';
import { priceScreen } from '../pricing/screen/screen-price';
import type { IssueState, Modifications } from './adjustment-aggregate';
import type { PriceOf, PriceRefusal } from './issue-actions';
import type { IssueType, RoofIssueType } from './issue-types';
import { isKitOnlyScreenComponent, kitComponentCents, loosePicketQuote } from './kit-component-price';
import { numberOf, textOf } from './modifications/modification-checks';
import { isPostStyle, postLengthError, postLengthOf } from './modifications/post-lengths';
import { trackIssueTypes, trackSideOf } from './modifications/track-side';
import { roofOrderedValues, screenOrderedValues } from './ordered-values';

/**
 * The price of a reorder issue, in cents (§4: computed and saved in modifications.Price), by the
 * domain's own pricing: the ordered line's configuration with the issue's modifications applied,
 * priced for the dealer (the pricing context carries their price group and tier rate), times
 * Quantity (default 1).
 *
 * - Complete_Unit and Part: the whole line's unit price, as the order form would price it.
 * - A screen component: the breakdown tells components apart (each line names its part), so a
 *   component costs the sum of its own breakdown lines times the tier rate, rounded once. The
 *   line-level portal additions (Screen Kit Addition, Cable Track Addition) belong to a whole
 *   screen and are not charged on a component. A track is its side's kit, cut to that side's
 *   drop (Track_Side: Left, Right or Both). Components the catalogue only sells inside a
 *   kit (Badge, Shuttle, Idler_Spring, Roll_Tube, …) cost the kit line that names them
 *   (kit-component-price.ts); one no kit line names gets no computed price (null; the server
 *   saves no Price and a reviewer enters it). Square picket stock reordered loose is a piece at
 *   the item's own price (free only inside a kit up to 120 in).
 * - A roof issue type: a roof holding only that member (the ordered member of that kind,
 *   modified), priced by priceRoof; its own kit lines times the tier rate, rounded once (the
 *   roof's motor, always mapped, is left out unless the issue is the Motor).
 * Whatever the pricing cannot price completely (any pricing alert, a price of 0, a roof the
 * pricing refuses) is a refusal (409 LINES_NOT_ORDERABLE with the alert's message), never a partial price.
 */
export type OrderedItem = { itemType: 'Screen'; config: TScreenConfig } | { itemType: 'Roof'; config: TRoofConfig } | { itemType: 'Part'; config: TPartConfig };

export interface ReorderQuote {
  ok: true;
  /** The price saved as modifications.Price: the unit price times the quantity. */
  priceCents: Cents;
  unitPriceCents: Cents;
  quantity: number;
}

/**
 * A reorder the pricing cannot price completely is refused as the order form refuses the same
 * line (409 LINES_NOT_ORDERABLE, the pricing alert's message): never saved at a partial price.
 */
export type ReorderRefusal = PriceRefusal;

export type ReorderOutcome = ReorderQuote | ReorderRefusal;

export const reorderRefusal = (message: string): ReorderRefusal => ({ ok: false, code: 'LINES_NOT_ORDERABLE', message });

/** Quantity of the modifications: a whole number of at least 1, else 1 (§4 default). */
export function reorderQuantity(mods: Modifications): number {
  const q = numberOf(mods['Quantity']);
  return q !== null && Number.isInteger(q) && q >= 1 ? q : 1;
}

/** The quote, or the refusal of a price with any pricing alert or none at all (the order form's 'Could not determine price for item'). */
const quote = (unitPriceCents: Cents, mods: Modifications, alerts: readonly PricingAlert[], totalCents?: Cents): ReorderOutcome => {
  const alert = alerts[0];
  if (alert) return reorderRefusal(alert.message);
  const quantity = reorderQuantity(mods);
  const priceCents = totalCents ?? unitPriceCents * quantity;
  if (!(priceCents > 0)) return reorderRefusal(pricingAlert.noPrice().message);
  return { ok: true, priceCents, unitPriceCents, quantity };
};

const amongst = <T extends string>(values: readonly T[], value: string | number | undefined): T | undefined => values.find((v) => v === textOf(value));

/** The screen property names of §3 applied onto a screen configuration (values outside the lists are ignored: validation refused them). */
export function screenConfigWith(config: TScreenConfig, mods: Modifications): TScreenConfig {
  const next: TScreenConfig = { ...config, copies: 1 };
  const num = (p: string) => numberOf(mods[p]);
  const set = <K extends keyof TScreenConfig>(key: K, value: TScreenConfig[K] | null | undefined) => {
    if (value !== null && value !== undefined) next[key] = value;
  };
  set('width', num('Finished_Housing_Width_Inches'));
  set('widthFraction', num('Finished_Housing_Width_Fraction'));
  set('dropLeft', num('Drop_Left_Inches'));
  set('dropLeftFraction', num('Drop_Left_Fraction'));
  set('dropRight', num('Drop_Right_Inches'));
  set('dropRightFraction', num('Drop_Right_Fraction'));
  set('housingSize', amongst(housingSizes, mods['Housing_Size']));
  set('housingShape', amongst(housingShapes, mods['Housing_Shape']));
  const color = textOf(mods['Color']) === customColorCode ? 'Custom' : mods['Color'];
  set('jobColor', amongst(jobColors, color));
  if ('Color_Ral_Code' in mods) next.ralCode = textOf(mods['Color_Ral_Code']);
  set('trackLeft', amongst(trackTypes, mods['Track_Left_Type']));
  set('trackRight', amongst(trackTypes, mods['Track_Right_Type']));
  set('mountingAngle', amongst(yesNo, mods['Mounting_Angle']));
  set('materialType', amongst(screenMaterialTypes, mods['Screen_Material_Type']));
  if ('Screen_Material_Color' in mods) next.materialColor = textOf(mods['Screen_Material_Color']);
  set('bottomBarFinish', amongst(bottomBarFinishes, mods['Bottom_Bar_Finish']));
  set('motorType', amongst(motorTypes, mods['Motor_Type']));
  set('motorSide', amongst(motorSides, mods['Motor_Side']));
  return next;
}

/**
 * The breakdown lines each screen component prices (docs/pricing/screens.md lists them): the
 * lines of its part roles, narrowed to the kit items that are the component itself where the kit's
 * other items are components of their own (the motor kit's drive adapter and idler spring; the
 * recessed kit's insert and U-channel).
 */
interface ComponentLines {
  roles: readonly ScreenPartRole[];
  /** Only these catalogue items of the parts' lines (by item category or item number prefix). */
  items?: { categories?: readonly string[]; prefixes?: readonly string[] };
}

export const screenComponentLines: Partial<Record<IssueType, ComponentLines>> = {
  Housing_Only: { roles: ['housing'] },
  Bottom_Bar: { roles: ['bottomBar'] },
  Screen_Material: { roles: ['material', 'zipper'] },
  Retractable_Motor: { roles: ['motor'], items: { prefixes: ['SMO-'] } },
  Mounting_Angle: { roles: ['mountingAngle'] },
  Recessed_Track_Clip: { roles: ['recessedClips'] },
  // A track is sold as its side's kit: the bar and its shuttle, the cable and its tensioner.
  Track_Type_Standard: { roles: ['track'] },
  Track_Type_Cable: { roles: ['track'] },
  Recessed_Track_Insert: { roles: ['track'], items: { categories: [screenCategoryCodes.recessedInsert] } },
  Recessed_U_Channel_Track: { roles: ['track'], items: { categories: [screenCategoryCodes.recessedChannel] } },
};

/** Decided (docs/decisions/adjustments.md): the catalogue sells the housing as one extrusion, its cover is not sold alone. */
export const housingCoverRefusal = 'A housing cover is not sold alone: reorder the housing (Housing Only)';

const linesOf = (breakdown: readonly BreakdownLine[], label: string) =>
  breakdown.filter((l) => l.description === label || l.description.startsWith(`${label}: `));
const sumOf = (lines: readonly BreakdownLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

/** The lines of the parts of these roles; with an item filter, only the component's own kit items. */
function componentLines(ctx: PricingContext, breakdown: readonly BreakdownLine[], parts: readonly ScreenPart[], spec: ComponentLines) {
  const all = parts.filter((p) => spec.roles.includes(p.role)).flatMap((p) => linesOf(breakdown, p.label));
  const items = spec.items;
  const own = items
    ? all.filter((l) => items.prefixes?.some((x) => l.itemNo.startsWith(x)) || items.categories?.includes(ctx.index.item(l.itemNo)?.itemCategoryCode ?? ''))
    : all;
  return { all, own };
}

/** screen-price.ts writes an unpriced line's rule as 'not priced: <the alert's message>'. */
const unpricedPrefix = 'not priced: ';

function screenReorderQuote(ctx: PricingContext, ordered: TScreenConfig, issueType: IssueType, mods: Modifications): ReorderOutcome | null {
  if (issueType === 'Housing_Cover') return reorderRefusal(housingCoverRefusal);
  let config = normalizeScreenConfig(screenConfigWith(ordered, mods));
  if (issueType === 'Complete_Unit') {
    const q = priceScreen(ctx, config);
    return quote(q.unitPriceCents, mods, q.alerts);
  }
  if (isKitOnlyScreenComponent(issueType)) {
    const cents = kitComponentCents(ctx, config, issueType);
    return cents === null ? null : quote(roundCents(cents * tierMultiplier(ctx.tierRateBp)), mods, []);
  }
  if (issueType === 'Square_Picket_Stock') {
    const piece = loosePicketQuote(ctx, config);
    return piece ? quote(piece.unitPriceCents, mods, piece.alerts) : null;
  }
  const spec = screenComponentLines[issueType];
  if (!spec) return null;
  if (issueType === 'Mounting_Angle') config = { ...config, mountingAngle: 'Yes' };
  let parts = screenParts(config);
  const track = trackIssueTypes[issueType];
  if (track) {
    const side = trackSideOf(track, { ...screenOrderedValues(config), ...mods });
    if (!side.ok) return reorderRefusal(side.message);
    parts = parts.filter((p) => p.role !== 'track' || side.side === 'Both' || p.label.startsWith(side.side));
  }
  const q = priceScreen(ctx, config);
  const lines = componentLines(ctx, q.breakdown, parts, spec);
  // Only this component's own lines refuse it (a kit without its bill of materials refuses each of its items).
  const unpriced = (lines.own.length > 0 ? lines.own : lines.all).find((l) => l.rule.startsWith(unpricedPrefix));
  if (unpriced) return reorderRefusal(unpriced.rule.slice(unpricedPrefix.length));
  return quote(roundCents(sumOf(lines.own) * tierMultiplier(ctx.tierRateBp)), mods, []);
}

const roofGroups: Record<RoofIssueType, RoofKitGroup> = {
  Frames: 'frame',
  Midspan_Beams: 'midbeam',
  Accessory_Beams: 'accbeam',
  Blades: 'blade',
  Posts: 'post',
  Additional_Parts: 'addparts',
  Gutters: 'addparts',
  Motor: 'motor',
};

const roofColor = (value: string | number | undefined): RoofColor | undefined => (textOf(value) === 'Custom' ? 'MF' : amongst(roofColors, value));

/** A roof holding only the issue's member: the first ordered one of its kind, with the modifications applied. */
export function roofConfigFor(ordered: TRoofConfig, issueType: RoofIssueType, mods: Modifications): TRoofConfig {
  const type = textOf(mods['Type']);
  const feet = numberOf(mods['Feet']);
  const inches = 'Feet' in mods && !('Inches' in mods) ? 0 : numberOf(mods['Inches']);
  const color = roofColor(mods['Color']);
  const ral = 'Color_Ral_Code' in mods ? textOf(mods['Color_Ral_Code']) : undefined;
  const colors = { ...ordered.colors };
  const empty: TRoofConfig = { ...ordered, copies: 1, motorQuantity: 1, frames: [], beamMs: [], beamAs: [], beamXs: [], blades: [], posts: [], addParts: [] };
  const paint = (which: 'frame' | 'blade' | 'post') => {
    if (which === 'blade') {
      if (color) colors.bladeColor = color;
      if (ral !== undefined) colors.bladeColorRal = ral;
      return;
    }
    if (color) colors[which === 'post' ? 'postColor' : 'frameColor'] = color;
    if (ral !== undefined) colors.frameColorRal = ral;
  };
  switch (issueType) {
    case 'Frames': {
      const base = ordered.frames[0] ?? { frameType: '2x8', frameFeet: 10, frameInches: 0 };
      paint('frame');
      return {
        ...empty,
        colors,
        frames: [{ frameType: (type || base.frameType) as typeof base.frameType, frameFeet: feet ?? base.frameFeet, frameInches: inches ?? base.frameInches }],
      };
    }
    case 'Midspan_Beams':
    case 'Accessory_Beams': {
      const list = issueType === 'Midspan_Beams' ? ordered.beamMs : ordered.beamAs;
      const base = list[0] ?? { beamType: '2x8', beamFeet: 10, beamInches: 0 };
      paint('frame');
      const beam = { beamType: type || base.beamType, beamFeet: feet ?? base.beamFeet, beamInches: inches ?? base.beamInches };
      return issueType === 'Midspan_Beams'
        ? { ...empty, colors, beamMs: [beam as TRoofConfig['beamMs'][number]] }
        : { ...empty, colors, beamAs: [beam as TRoofConfig['beamAs'][number]] };
    }
    case 'Blades': {
      const base = ordered.blades[0] ?? { bladeType: 'B-Blade', bladeFeet: 10, bladeInches: 0, bladeQty: 1 };
      paint('blade');
      return { ...empty, colors, blades: [{ bladeType: 'B-Blade', bladeFeet: feet ?? base.bladeFeet, bladeInches: inches ?? base.bladeInches, bladeQty: 1 }] };
    }
    case 'Posts': {
      const base = ordered.posts[0] ?? { postStyle: '6x6 Flush', postLength: '10' };
      paint('post');
      const style = isPostStyle(type) ? type : base.postStyle;
      // A length that is no stock length was refused (roofReorderQuote); with no length sent, the ordered one.
      const length: PostLength = (feet === null ? null : postLengthOf(style, feet, inches ?? 0)) ?? base.postLength;
      return { ...empty, colors, posts: [{ postStyle: style, postLength: length }] };
    }
    case 'Additional_Parts':
    case 'Gutters': {
      const wanted = (n: string) => (issueType === 'Gutters' ? !n.startsWith('Remote') : n.startsWith('Remote'));
      const base = ordered.addParts.find((p) => wanted(p.partName)) ?? {
        partName: issueType === 'Gutters' ? 'Gutter Corner' : 'Remote - 1 Channel - Handheld',
      };
      if (issueType === 'Gutters') paint('frame');
      return { ...empty, colors, addParts: [{ partName: (type || base.partName) as typeof base.partName, partQty: 1 }] };
    }
    case 'Motor':
      return empty;
  }
}

function roofReorderQuote(ctx: PricingContext, ordered: TRoofConfig, issueType: RoofIssueType, mods: Modifications): ReorderOutcome | null {
  const post = issueType === 'Posts' ? postLengthError(mods, { ...roofOrderedValues(ordered, 'Posts'), ...mods }) : null;
  if (post) return reorderRefusal(post);
  const q = priceRoof(ctx, roofConfigFor(ordered, issueType, mods));
  if (q.refusal !== null) return reorderRefusal(q.refusal);
  const group = roofGroups[issueType];
  const kits = q.mappedRfKits.filter((k) => k.group === group);
  const exact = kits.reduce((sum, k) => sum + sumOf(linesOf(q.breakdown, k.description)), 0);
  return quote(roundCents(exact * tierMultiplier(ctx.tierRateBp)), mods, q.alerts);
}

function partReorderQuote(ctx: PricingContext, ordered: TPartConfig, mods: Modifications): ReorderOutcome | null {
  const options = { ...ordered.options };
  for (const [name, value] of Object.entries(mods)) if (name !== 'Quantity' && name !== 'Price' && name !== 'Type') options[name] = textOf(value);
  const portalItems = buildPortalItems(ctx.index);
  // An option the part does not have is a 400 naming it, as in POST /api/orders.
  const unknown = Object.entries(unknownPartOptionErrors(portalItems, { family: ordered.family ?? null, options })).map(
    ([key, message]) => [key.replace(/^options\./, 'modifications.'), message] as const,
  );
  if (unknown[0]) throw new DomainError('BAD_INPUT', unknown[0][1], Object.fromEntries(unknown));
  const check = checkPartLine(portalItems, { ...ordered, options, quantity: 1 });
  if (!check.ok) return reorderRefusal(check.message);
  // The whole line at once: a price per box rounds once over the quantity (pricePartItem).
  const q = pricePartItem(ctx, check.itemNo, reorderQuantity(mods));
  return quote(q.unitPriceCents, mods, q.alerts, q.totalCents);
}

/** The reorder quote of an issue of this type on this ordered item with these modifications, or null (see above). */
export function reorderQuote(ctx: PricingContext, item: OrderedItem, issueType: string, mods: Modifications): ReorderOutcome | null {
  switch (item.itemType) {
    case 'Screen':
      return screenReorderQuote(ctx, item.config, issueType as IssueType, mods);
    case 'Roof':
      return issueType in roofGroups ? roofReorderQuote(ctx, item.config, issueType as RoofIssueType, mods) : null;
    case 'Part':
      return partReorderQuote(ctx, item.config, mods);
  }
}

/** The price in cents, or null when there is none (no own line, or refused). */
export function reorderPrice(ctx: PricingContext, item: OrderedItem, issueType: string, mods: Modifications): Cents | null {
  const q = reorderQuote(ctx, item, issueType, mods);
  return q?.ok ? q.priceCents : null;
}

/**
 * The PriceOf the issue actions take (IssueActionOptions.priceOf): the server gives the dealer's
 * pricing context and how to find an issue's ordered line.
 */
export function reorderPricer(ctx: PricingContext, orderedItemOf: (issue: IssueState) => OrderedItem | null): PriceOf {
  return (issue, mods) => {
    const item = orderedItemOf(issue);
    if (!item) return null;
    const q = reorderQuote(ctx, item, issue.issueType, mods);
    return q === null ? null : q.ok ? q.priceCents : q;
  };
}
