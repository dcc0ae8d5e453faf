import type { CatalogIndex } from '../../catalog/catalog-index';
import { screenMeasures, type TScreenConfig } from '../../configuration/screen/screen-config';
import { mountingAngleCount, tallDropInches } from '../../configuration/screen/screen-form-rules';
import {
  bottomBarFinishCodes,
  colorStockCodes,
  materialColorCodes,
  motorCodes,
  screenMaterials,
  type TrackType,
} from '../../configuration/screen/screen-options';

/**
 * Options + measurements → the catalogue items a screen is built from. The numbers are ours
 * (the spec does not show them); <C> is the stock colour BLK, WHT, BRN, TAN, LIN, GRY or MILL
 * (Custom / MF is painted from Mill stock):
 *
 *   SH55-22-<C>, SH7-22-<C>, SH7-25-<C>, SH7-30-<C>   housing, by size and stock length in feet
 *   STK-STD-<132|264>-<C>                           standard track kit (BOM: bar STB-…, shuttle)
 *   STK-REC-<144|288>-<C>                           recessed track kit (BOM: insert SRI-…-<C>, channel SRU-…)
 *   STK-CBL-<132|264>                               cable track kit (BOM: cable SCB-…, tensioner)
 *   SRTC-1                                          recessed track clip
 *   SBB-<2G|3G|15B>-<C>                             bottom bar by finish
 *   SZP-COIL (657 ft roll), SZP-MOLD (327 ft roll)  zipper
 *   SM-<material>-<colour>                          screen material, e.g. SM-S95-DBZ
 *   SMK-<STD|FST|HD|SHD|12V>                        motor kit (BOM: motor, drive adapter, idler spring)
 *   SMA-KIT                                         mounting angle kit (BOM: 2 angles)
 *   SPS-360                                         square picket stock
 *
 * Category codes all start with SCR- (the screen kits list groups by that prefix).
 */
export const screenCategoryCodes = {
  housing: 'SCR-HOUSING',
  track: 'SCR-TRACK',
  trackBar: 'SCR-TRACK-BAR',
  recessedInsert: 'SCR-RECESSED-INSERT',
  recessedChannel: 'SCR-RECESSED-CHANNEL',
  cable: 'SCR-CABLE',
  trackHardware: 'SCR-TRACK-HARDWARE',
  recessedClip: 'SCR-RECESSED-CLIP',
  bottomBar: 'SCR-BOTTOM-BAR',
  zipper: 'SCR-ZIPPER',
  material: 'SCR-MATERIAL',
  motor: 'SCR-MOTOR',
  motorPart: 'SCR-MOTOR-PART',
  mountingAngle: 'SCR-MOUNTING-ANGLE',
  squarePicket: 'SCR-PICKET',
} as const;

/** Items cut from stock: priced by the length used, from their Length attribute (inches). */
export const lengthPricedCategories: ReadonlySet<string> = new Set([
  screenCategoryCodes.housing,
  screenCategoryCodes.trackBar,
  screenCategoryCodes.recessedInsert,
  screenCategoryCodes.recessedChannel,
  screenCategoryCodes.cable,
  screenCategoryCodes.squarePicket,
]);

/** Zipper roll lengths in feet (spec: "divided by 657 or 327"): the welded zipper for vinyl and Weblon comes on the short roll. */
export const zipperRolls = { coiled: { itemNo: 'SZP-COIL', feet: 657 }, molded: { itemNo: 'SZP-MOLD', feet: 327 } } as const;

/** Bottom bar unit prices are for 250 ft of bar (spec: "a price per 250 per foot"). */
export const bottomBarPricedFeet = 250;

/** Square picket stock is free at 120 inches of width or less. */
export const freePicketMaxWidth = 120;

export type ScreenPartRole = 'housing' | 'track' | 'recessedClips' | 'bottomBar' | 'zipper' | 'material' | 'motor' | 'mountingAngle' | 'squarePicket';

/** How a part's catalogue price becomes its amount (screen-price.ts). */
export type ScreenPartPricing =
  /** Per piece, or by length for items of a length-priced category (cut from `cutInches`). */
  | { method: 'stock'; cutInches: number }
  | { method: 'bottomBar'; feet: number }
  | { method: 'zipper'; rollFeet: number; feet: number }
  | { method: 'material'; widthFactor: number; widthInches: number; dropFeet: number; vinylOrWeblon: boolean }
  | { method: 'free'; reason: string };

export interface ScreenPart {
  role: ScreenPartRole;
  /** What the dealer reads: "Left track", "Housing 7 Curved". */
  label: string;
  itemNo: string;
  /** Priced through its BOM (a kit) rather than by its own price. */
  kit: boolean;
  quantity: number;
  pricing: ScreenPartPricing;
}

export function housingStock(size: '5.5' | '7', width: number): { itemSize: string; feet: 22 | 25 | 30 } {
  // Spec §9: up to 264 in by the chosen size (22 ft stock); then housing 7 in 25 ft, over 300 in 30 ft.
  if (width <= 264) return { itemSize: size === '7' ? '7' : '55', feet: 22 };
  return { itemSize: '7', feet: width <= 300 ? 25 : 30 };
}

export function trackKitNo(type: TrackType, drop: number, stockColor: string): string {
  if (type === 'Recessed') return `STK-REC-${drop <= 144 ? 144 : 288}-${stockColor}`;
  if (type === 'Cable') return `STK-CBL-${drop <= tallDropInches ? 132 : 264}`;
  return `STK-STD-${drop <= tallDropInches ? 132 : 264}-${stockColor}`;
}

/** Spec §9: ceil(0.75 clips per foot of recessed drop) × recessed sides; d/16 is 0.75 × d/12, exact for quarter inches. */
export function recessedClipCount(c: Pick<TScreenConfig, 'trackLeft' | 'trackRight'>, dropLeft: number, dropRight: number): number {
  const drops = [c.trackLeft === 'Recessed' ? dropLeft : 0, c.trackRight === 'Recessed' ? dropRight : 0].filter((d) => d > 0);
  return drops.length === 0 ? 0 : Math.ceil(Math.max(...drops) / 16) * drops.length;
}

/** The parts of one screen, in the order the breakdown lists them. A mesh-only line is the material and its zipper. */
export function screenParts(c: TScreenConfig): ScreenPart[] {
  const m = screenMeasures(c);
  const drop = Math.max(m.dropLeft, m.dropRight);
  const material = screenMaterials[c.materialType];
  const zipper = material.vinylOrWeblon ? zipperRolls.molded : zipperRolls.coiled;
  const meshParts: ScreenPart[] = [
    {
      role: 'material',
      label: 'Screen material',
      itemNo: `SM-${material.code}-${materialColorCodes[c.materialColor] ?? 'NONE'}`,
      kit: false,
      quantity: 1,
      pricing: { method: 'material', widthFactor: material.widthFactor, widthInches: m.width, dropFeet: drop / 12, vinylOrWeblon: material.vinylOrWeblon },
    },
    {
      role: 'zipper',
      label: 'Zipper (both sides)',
      itemNo: zipper.itemNo,
      kit: false,
      quantity: 1,
      pricing: { method: 'zipper', rollFeet: zipper.feet, feet: drop / 12 },
    },
  ];
  if (c.meshOnly) return meshParts;

  const color = colorStockCodes[c.jobColor];
  const housing = housingStock(c.housingSize, m.width);
  const parts: ScreenPart[] = [
    {
      role: 'housing',
      label: `Housing ${c.housingSize} ${c.housingShape} (${housing.feet} ft stock)`,
      itemNo: `SH${housing.itemSize}-${housing.feet}-${color}`,
      kit: false,
      quantity: 1,
      pricing: { method: 'stock', cutInches: m.width },
    },
    {
      role: 'track',
      label: `Left track (${c.trackLeft})`,
      itemNo: trackKitNo(c.trackLeft, m.dropLeft, color),
      kit: true,
      quantity: 1,
      pricing: { method: 'stock', cutInches: m.dropLeft },
    },
    {
      role: 'track',
      label: `Right track (${c.trackRight})`,
      itemNo: trackKitNo(c.trackRight, m.dropRight, color),
      kit: true,
      quantity: 1,
      pricing: { method: 'stock', cutInches: m.dropRight },
    },
  ];
  const clips = recessedClipCount(c, m.dropLeft, m.dropRight);
  if (clips > 0)
    parts.push({
      role: 'recessedClips',
      label: 'Recessed track clips',
      itemNo: 'SRTC-1',
      kit: false,
      quantity: clips,
      pricing: { method: 'stock', cutInches: 0 },
    });
  parts.push({
    role: 'bottomBar',
    label: `Bottom bar (${c.bottomBarFinish})`,
    itemNo: `SBB-${bottomBarFinishCodes[c.bottomBarFinish]}-${color}`,
    kit: false,
    quantity: 1,
    pricing: { method: 'bottomBar', feet: m.width / 12 },
  });
  parts.push(...meshParts);
  if (c.motorType !== null) {
    parts.push({
      role: 'motor',
      label: `Motor ${c.motorType} (${c.motorSide} side)`,
      itemNo: `SMK-${motorCodes[c.motorType]}`,
      kit: true,
      quantity: 1,
      pricing: { method: 'stock', cutInches: 0 },
    });
  }
  if (c.mountingAngle === 'Yes') {
    const kits = mountingAngleCount(m.dropLeft, m.dropRight);
    parts.push({ role: 'mountingAngle', label: 'Mounting angle', itemNo: 'SMA-KIT', kit: true, quantity: kits, pricing: { method: 'stock', cutInches: 0 } });
  }
  parts.push({
    role: 'squarePicket',
    label: 'Square picket stock',
    itemNo: 'SPS-360',
    kit: false,
    quantity: 1,
    pricing:
      m.width <= freePicketMaxWidth ? { method: 'free', reason: `free at width ${freePicketMaxWidth} in or less` } : { method: 'stock', cutInches: m.width },
  });
  return parts;
}

/** The kits and items as the order stores them and the spreadsheet export lists them (portal.md §3 Screen line). */
export interface MappedScrKits {
  BOMS: {
    parentId: string;
    description: string;
    quantity: number;
    childItems: { no: string; description: string; quantityPer: number; unitOfMeasureCode: string }[];
  }[];
  items: { number: string; displayName: string; displayName2: string | null; quantity: number }[];
}

export function mappedScrKits(index: CatalogIndex, parts: readonly ScreenPart[]): MappedScrKits {
  const out: MappedScrKits = { BOMS: [], items: [] };
  for (const part of parts) {
    if (part.kit) {
      const bom = index.bom(part.itemNo);
      out.BOMS.push({
        parentId: part.itemNo,
        description: `${part.label}: ${bom?.description ?? part.itemNo}`,
        quantity: part.quantity,
        childItems: (bom?.components ?? []).map((k) => ({
          no: k.itemNo,
          description: k.description,
          quantityPer: k.quantityPer,
          unitOfMeasureCode: k.unitOfMeasureCode,
        })),
      });
    } else {
      const item = index.item(part.itemNo);
      out.items.push({
        number: part.itemNo,
        displayName: item?.displayName ?? part.label,
        displayName2: item?.displayName2 ?? part.label,
        quantity: part.quantity,
      });
    }
  }
  return out;
}
