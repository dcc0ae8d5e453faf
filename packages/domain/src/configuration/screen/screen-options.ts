/**
 * The screen form's fixed value lists (portal.md §3 "Lists of fixed values", §5 Screen form;
 * adjustments-and-pricing.md §5). The form, the server schema and the kit mapping all read
 * these, so every value offered maps to a catalogue number.
 */

export const housingSizes = ['5.5', '7'] as const;
export type HousingSize = (typeof housingSizes)[number];

export const housingShapes = ['Square', 'Curved'] as const;
export type HousingShape = (typeof housingShapes)[number];

export const jobColors = ['Black', 'White', 'Brown', 'Tan', 'Linen', 'Grey', 'Custom'] as const;
export type JobColor = (typeof jobColors)[number];

/** The value the form stores for 'Custom *' (a RAL colour): MF. The schema accepts both spellings. */
export const customColorCode = 'MF';

/**
 * Colour codes in item numbers. Custom (MF) has no stock of its own: the factory paints Mill
 * stock, so "MF and Custom count as Mill for kit lookup" (adjustments-and-pricing §9).
 */
export const colorStockCodes: Record<JobColor, string> = {
  Black: 'BLK',
  White: 'WHT',
  Brown: 'BRN',
  Tan: 'TAN',
  Linen: 'LIN',
  Grey: 'GRY',
  Custom: 'MILL',
};

export const trackTypes = ['Standard', 'Recessed', 'Cable'] as const;
export type TrackType = (typeof trackTypes)[number];

export const yesNo = ['Yes', 'No'] as const;
export type YesNo = (typeof yesNo)[number];

export const motorTypes = ['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM', '12V - 16 RPM'] as const;
export type MotorType = (typeof motorTypes)[number];

export const motorCodes: Record<MotorType, string> = {
  'Standard - 21 RPM': 'STD',
  'Fast - 34 RPM': 'FST',
  'HD - 21 RPM': 'HD',
  'Super HD - 16 RPM': 'SHD',
  '12V - 16 RPM': '12V',
};

export const motorSides = ['Left', 'Right'] as const;
export type MotorSide = (typeof motorSides)[number];

export const bottomBarFinishes = ['2 inch gasket', '3 inch gasket', '1.5 inch brush'] as const;
export type BottomBarFinish = (typeof bottomBarFinishes)[number];

export const bottomBarFinishCodes: Record<BottomBarFinish, string> = {
  '2 inch gasket': '2G',
  '3 inch gasket': '3G',
  '1.5 inch brush': '15B',
};

export const replacementReasons = [
  { value: 1, label: 'New purchase' },
  { value: 2, label: 'Mesh/Vinyl issues' },
  { value: 3, label: 'Manufacturing error' },
  { value: 4, label: 'Ordering error' },
  { value: 5, label: 'Other' },
] as const;
export type ReplacementReason = (typeof replacementReasons)[number]['value'];

export const screenMaterialTypes = ['Weblon', 'Suntex 80', 'Suntex 90', 'Suntex 95', 'Suntex 99', 'TuffScreen', 'Vinyl'] as const;
export type ScreenMaterialType = (typeof screenMaterialTypes)[number];

export interface ScreenMaterial {
  /** The material code in item numbers (SM-<code>-<colour>). */
  code: string;
  colors: readonly string[];
  /**
   * The spec's "width factor" (100, 90, 150 or 98 by material code). We read it as the roll width
   * in inches the material is sold in, the catalog price being per running foot of that roll:
   * a screen W inches wide uses W ÷ factor of a roll's width per foot of drop. Suntex is woven
   * 98 in wide, TuffScreen 100 in, Weblon (a coated fabric) 150 in, clear vinyl 90 in.
   */
  widthFactor: number;
  /** Vinyl and Weblon take the Vinyl/Weblon Multiplier and Addition, and the welded zipper. */
  vinylOrWeblon: boolean;
}

export const screenMaterials: Record<ScreenMaterialType, ScreenMaterial> = {
  Weblon: {
    code: 'WEB',
    colors: ['Pirate Black', 'Sail White', 'Charcoal Grey', 'Ivory Coast (Linen)', 'Baroque Brown'],
    widthFactor: 150,
    vinylOrWeblon: true,
  },
  'Suntex 80': { code: 'S80', colors: ['Black', 'Dark Bronze', 'Beige', 'Stucco'], widthFactor: 98, vinylOrWeblon: false },
  'Suntex 90': { code: 'S90', colors: ['Black', 'Dark Bronze', 'Beige', 'Stucco'], widthFactor: 98, vinylOrWeblon: false },
  'Suntex 95': { code: 'S95', colors: ['Black', 'Dark Bronze', 'White', 'Alpaca', 'Carbon', 'Stucco', 'Grey'], widthFactor: 98, vinylOrWeblon: false },
  'Suntex 99': { code: 'S99', colors: ['Black'], widthFactor: 98, vinylOrWeblon: false },
  TuffScreen: { code: 'TUF', colors: ['Black'], widthFactor: 100, vinylOrWeblon: false },
  Vinyl: { code: 'VIN', colors: ['Clear', 'Smoked'], widthFactor: 90, vinylOrWeblon: true },
};

/** Material colour → its code in item numbers (SM-S95-DBZ). */
export const materialColorCodes: Record<string, string> = {
  'Pirate Black': 'PBK',
  'Sail White': 'SWH',
  'Charcoal Grey': 'CGY',
  'Ivory Coast (Linen)': 'ICL',
  'Baroque Brown': 'BBR',
  Black: 'BLK',
  'Dark Bronze': 'DBZ',
  Beige: 'BGE',
  Stucco: 'STC',
  White: 'WHT',
  Alpaca: 'ALP',
  Carbon: 'CRB',
  Grey: 'GRY',
  Clear: 'CLR',
  Smoked: 'SMK',
};

/** Width fractions in eighths, drop fractions in quarters: values are exact binary fractions, so sums stay exact. */
export const widthFractions = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875] as const;
export const dropFractions = [0, 0.25, 0.5, 0.75] as const;

const fractionLabels: Record<number, string> = { 0: '0', 0.125: '1/8', 0.25: '1/4', 0.375: '3/8', 0.5: '1/2', 0.625: '5/8', 0.75: '3/4', 0.875: '7/8' };

export function fractionLabel(fraction: number): string {
  return fractionLabels[fraction] ?? String(fraction);
}

/** The measurement as the line shows it (widthDisplay, dropLeftDisplay…): 120 3/8". */
export function inchesDisplay(inches: number, fraction: number): string {
  return fraction === 0 ? `${inches}"` : `${inches} ${fractionLabel(fraction)}"`;
}

export const screenLimits = {
  widthMin: 36,
  widthMax: 360,
  dropMin: 12,
  /** adjustments-and-pricing §5: drops up to 264 (132 with a 5.5 housing, which the housing lock enforces). */
  dropMax: 264,
  copiesMax: 999,
  defaultWidth: 36,
  defaultDrop: 72,
} as const;
