import type { TRoofConfig } from '../../configuration/roof/roof-config';
import {
  colouredAdditionalParts,
  isCustomRoofColor,
  postLengthInches,
  postMount,
  postSize,
  type AdditionalPartName,
  type PostMount,
  type RoofColor,
} from '../../configuration/roof/roof-options';

/**
 * Roof part codes map from type and colour to fixed catalogue numbers (adjustments-and-pricing
 * §9). The numbers are ours (the spec does not show them):
 *
 *   RF-<group>-<type>[-<mount>]-<colour>     e.g. RF-FRM-2X8-BLK, RF-PST-8X8-CS-MILL
 *   RF-ADD-<part>[-<colour>]                 e.g. RF-ADD-GC-WHT, RF-ADD-RMT5
 *   RF-MTR-<motor>                           RF-MTR-STD
 *
 * A custom colour (MF) maps to the Mill item (the factory paints Mill stock to the RAL code).
 * Item category codes start with RF- and carry the spec's group word, because the roof kits
 * list (GET /api/bc/items → bcRoofKits) groups items by those words.
 */
export const roofKitGroups = ['frame', 'midbeam', 'accbeam', 'xtrabeam', 'blade', 'post', 'addparts', 'motor'] as const;
export type RoofKitGroup = (typeof roofKitGroups)[number];

export const roofKitCategoryCodes: Record<RoofKitGroup, string> = {
  frame: 'RF-FRAME',
  midbeam: 'RF-MIDBEAM',
  accbeam: 'RF-ACCBEAM',
  xtrabeam: 'RF-XTRABEAM',
  blade: 'RF-BLADE',
  post: 'RF-POST',
  addparts: 'RF-ADDPARTS',
  motor: 'RF-MOTOR',
};

/** Members cut from stock are priced by length; additional parts and motors by the piece. */
export const lengthPricedGroups: ReadonlySet<RoofKitGroup> = new Set(['frame', 'midbeam', 'accbeam', 'xtrabeam', 'blade', 'post']);

const groupCodes: Record<RoofKitGroup, string> = {
  frame: 'FRM',
  midbeam: 'MID',
  accbeam: 'ACC',
  xtrabeam: 'XTR',
  blade: 'BLD',
  post: 'PST',
  addparts: 'ADD',
  motor: 'MTR',
};

const groupLabels: Record<RoofKitGroup, string> = {
  frame: 'Frame',
  midbeam: 'Midspan beam',
  accbeam: 'Accessory beam',
  xtrabeam: 'Extra beam',
  blade: 'Blade',
  post: 'Post',
  addparts: 'Additional part',
  motor: 'Motor',
};

const colorCodes: Record<RoofColor, string> = { Black: 'BLK', White: 'WHT', Bronze: 'BRZ', MF: 'MILL' };
const mountCodes: Record<PostMount, string> = { 'Corner Saddle': 'CS', 'Flat Saddle': 'FS', Flush: 'FL' };
const additionalPartCodes: Record<AdditionalPartName, string> = {
  'Gutter Corner': 'GC',
  'Flow Through Gutter - 4"': 'FTG4',
  'Flow Through Gutter - 2"': 'FTG2',
  'Remote - 1 Channel - Handheld': 'RMT1',
  'Remote - 5 Channel - Handheld': 'RMT5',
  'Remote - 16 Channel - Handheld': 'RMT16',
};
const motorCodes: Record<TRoofConfig['motorType'], string> = { Standard: 'STD' };

/** '2 Ply 2x8' → '2P2X8', 'B-Blade' → 'BB'. */
function typeCode(type: string): string {
  if (type === 'B-Blade') return 'BB';
  return type.replace('2 Ply ', '2P').toUpperCase();
}

export interface MappedRoofKit {
  group: RoofKitGroup;
  itemCategoryCode: string;
  itemNo: string;
  /** Where in the roof line it comes from, e.g. 'frames[0]', so a breakdown line can be traced. */
  source: string;
  /** Plain words: "Frame 2x8 Black 20' 0"". */
  description: string;
  /** Pieces. */
  quantity: number;
  /** Ordered length of one piece, for members priced by length; null for per-piece items. */
  lengthInches: number | null;
  color: RoofColor | null;
  /** Built from Mill stock and priced with the Custom Color Multiplier. */
  customColor: boolean;
  /** The RAL code the custom colour is painted to, or null. */
  ral: string | null;
}

function feetAndInches(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = Math.round((inches - feet * 12) * 100) / 100;
  return `${feet}' ${rest}"`;
}

/** Frames and beams are given as feet plus (fractional) inches; the factory cuts the sum. */
export function memberLengthInches(feet: number, inches: number): number {
  return feet * 12 + inches;
}

/** The catalogue items a roof is made of, one entry per line of the roof form, in form order. */
export function mapRoofKits(config: TRoofConfig): MappedRoofKit[] {
  const { frameColor, bladeColor, postColor, frameColorRal, bladeColorRal } = config.colors;
  const out: MappedRoofKit[] = [];
  const colored = (color: RoofColor, ral: string) => ({ color, customColor: isCustomRoofColor(color), ral: isCustomRoofColor(color) ? ral : null });
  const member = (
    group: RoofKitGroup,
    source: string,
    type: string,
    color: RoofColor,
    ral: string,
    lengthInches: number,
    quantity: number,
    number = `RF-${groupCodes[group]}-${typeCode(type)}-${colorCodes[color]}`,
  ) => {
    out.push({
      group,
      itemCategoryCode: roofKitCategoryCodes[group],
      itemNo: number,
      source,
      description: `${groupLabels[group]} ${type} ${color === 'MF' ? `Custom RAL ${ral}` : color} ${feetAndInches(lengthInches)}`,
      quantity,
      lengthInches,
      ...colored(color, ral),
    });
  };

  config.frames.forEach((f, i) => member('frame', `frames[${i}]`, f.frameType, frameColor, frameColorRal, memberLengthInches(f.frameFeet, f.frameInches), 1));
  config.beamMs.forEach((b, i) => member('midbeam', `beamMs[${i}]`, b.beamType, frameColor, frameColorRal, memberLengthInches(b.beamFeet, b.beamInches), 1));
  config.beamAs.forEach((b, i) => member('accbeam', `beamAs[${i}]`, b.beamType, frameColor, frameColorRal, memberLengthInches(b.beamFeet, b.beamInches), 1));
  config.beamXs.forEach((b, i) => member('xtrabeam', `beamXs[${i}]`, b.beamType, frameColor, frameColorRal, memberLengthInches(b.beamFeet, b.beamInches), 1));
  config.blades.forEach((b, i) =>
    member('blade', `blades[${i}]`, b.bladeType, bladeColor, bladeColorRal, memberLengthInches(b.bladeFeet, b.bladeInches), b.bladeQty),
  );
  config.posts.forEach((p, i) => {
    const number = `RF-PST-${typeCode(postSize(p.postStyle))}-${mountCodes[postMount(p.postStyle)]}-${colorCodes[postColor]}`;
    member('post', `posts[${i}]`, p.postStyle, postColor, frameColorRal, postLengthInches[p.postLength], 1, number);
  });
  config.addParts.forEach((p, i) => {
    // Gutters are painted like the frame; remotes have no colour.
    const painted = colouredAdditionalParts.includes(p.partName);
    const code = `RF-ADD-${additionalPartCodes[p.partName]}`;
    out.push({
      group: 'addparts',
      itemCategoryCode: roofKitCategoryCodes.addparts,
      itemNo: painted ? `${code}-${colorCodes[frameColor]}` : code,
      source: `addParts[${i}]`,
      description: painted ? `${p.partName} ${frameColor === 'MF' ? `Custom RAL ${frameColorRal}` : frameColor}` : p.partName,
      quantity: p.partQty,
      lengthInches: null,
      ...(painted ? colored(frameColor, frameColorRal) : { color: null, customColor: false, ral: null }),
    });
  });
  out.push({
    group: 'motor',
    itemCategoryCode: roofKitCategoryCodes.motor,
    itemNo: `RF-MTR-${motorCodes[config.motorType]}`,
    source: 'motorType',
    description: `Motor ${config.motorType}`,
    quantity: config.motorQuantity,
    lengthInches: null,
    color: null,
    customColor: false,
    ral: null,
  });
  return out;
}
