import type { Modifications } from '../adjustments/adjustment-aggregate';
import { isRoofIssueType, type RoofIssueType } from '../adjustments/issue-types';
import { isKitOnlyScreenComponent } from '../adjustments/kit-component-price';
import { roofConfigFor, screenConfigWith, type OrderedItem } from '../adjustments/reorder-price';
import { ZRoofConfig, type TRoofConfig } from '../configuration/roof/roof-config';
import { ZScreenConfig, type TScreenConfig } from '../configuration/screen/screen-config';

/**
 * An adjusted line to draw beside its order: the line as ordered, and as the issue's modifications
 * make it (null while they do not make a valid line: the form keeps its last drawing).
 */
export type AdjustedLine =
  { kind: 'screen'; ordered: TScreenConfig; modified: TScreenConfig | null } | { kind: 'roof'; ordered: TRoofConfig; modified: TRoofConfig | null };

/** The roof issues whose modifications change what the plan shows (a motor or a remote is not drawn). */
const drawnRoofIssues: ReadonlySet<RoofIssueType> = new Set(['Frames', 'Midspan_Beams', 'Accessory_Beams', 'Blades', 'Posts', 'Gutters']);

/** The list with the member at `at` replaced (appended where the order has none of its kind). */
const replaced = <T>(list: readonly T[], at: number, by: T | undefined): T[] =>
  by === undefined ? [...list] : at < 0 || at >= list.length ? [...list, by] : list.map((x, i) => (i === at ? by : x));

/**
 * The ordered roof with the issue's member modified: the first of its kind, as the modification
 * rules read and price it (roofConfigFor), keeping the ordered blade count and gutter quantity.
 */
function roofWith(ordered: TRoofConfig, issueType: RoofIssueType, mods: Modifications): TRoofConfig {
  const one = roofConfigFor(ordered, issueType, mods);
  const blade = one.blades[0];
  const gutterAt = ordered.addParts.findIndex((p) => !p.partName.startsWith('Remote'));
  const gutter = issueType === 'Gutters' ? one.addParts[0] : undefined;
  return {
    ...ordered,
    colors: one.colors,
    frames: replaced(ordered.frames, 0, one.frames[0]),
    beamMs: replaced(ordered.beamMs, 0, one.beamMs[0]),
    beamAs: replaced(ordered.beamAs, 0, one.beamAs[0]),
    blades: replaced(ordered.blades, 0, blade && { ...blade, bladeQty: ordered.blades[0]?.bladeQty ?? blade.bladeQty }),
    posts: replaced(ordered.posts, 0, one.posts[0]),
    addParts: replaced(ordered.addParts, gutterAt, gutter && { ...gutter, partQty: ordered.addParts[gutterAt]?.partQty ?? gutter.partQty }),
  };
}

/**
 * What an issue's drawings show: its screen or roof as ordered and as modified; null for a part,
 * a kit-only screen component (a badge, an end cap), a roof's motor or remotes, or a line stored
 * without the configuration a drawing needs.
 */
export function adjustedLine(item: OrderedItem, issueType: string, mods: Modifications): AdjustedLine | null {
  if (item.itemType === 'Screen') {
    if (isKitOnlyScreenComponent(issueType) || typeof item.config?.width !== 'number') return null;
    const modified = ZScreenConfig.safeParse({ ...screenConfigWith(item.config, mods), copies: item.config.copies });
    return { kind: 'screen', ordered: item.config, modified: modified.success ? modified.data : null };
  }
  if (item.itemType !== 'Roof' || !isRoofIssueType(issueType) || !drawnRoofIssues.has(issueType) || !item.config?.colors) return null;
  const modified = ZRoofConfig.safeParse(roofWith(item.config, issueType, mods));
  return { kind: 'roof', ordered: item.config, modified: modified.success ? modified.data : null };
}
