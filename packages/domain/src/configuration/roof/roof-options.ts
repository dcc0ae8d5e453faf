/**
 * The roof form's fixed value lists (portal.md §3 "Lists of fixed values", §5 Roof form).
 * The form, the server schema and the kit mapping all read these, so a value offered is a
 * value that maps to a catalogue number.
 */

export const frameTypes = ['2x8', '2x10', '4x8', '2 Ply 2x8'] as const;
export type FrameType = (typeof frameTypes)[number];

/** Midspan beams are cut from the same stock as the perimeter frame (spec: "midspan same"). */
export const midspanBeamTypes = frameTypes;
export type MidspanBeamType = FrameType;

export const accessoryBeamTypes = ['2x6', '2x8'] as const;
export type AccessoryBeamType = (typeof accessoryBeamTypes)[number];

/**
 * Extra beams (beamXs) are not listed by the spec. They are structural beams added beyond the
 * perimeter and midspan, so they take the midspan stock and its limits.
 */
export const extraBeamTypes = frameTypes;
export type ExtraBeamType = FrameType;

export const bladeTypes = ['B-Blade'] as const;
export type BladeType = (typeof bladeTypes)[number];

export const roofMotorTypes = ['Standard'] as const;
export type RoofMotorType = (typeof roofMotorTypes)[number];

export const postSizes = ['6x6', '8x8'] as const;
export type PostSize = (typeof postSizes)[number];
export const postMounts = ['Corner Saddle', 'Flat Saddle', 'Flush'] as const;
export type PostMount = (typeof postMounts)[number];

export const postStyles = ['6x6 Corner Saddle', '6x6 Flat Saddle', '6x6 Flush', '8x8 Corner Saddle', '8x8 Flat Saddle', '8x8 Flush'] as const;
export type PostStyle = (typeof postStyles)[number];

export function postSize(style: PostStyle): PostSize {
  return style.startsWith('8x8') ? '8x8' : '6x6';
}

export function postMount(style: PostStyle): PostMount {
  return style.slice(4) as PostMount;
}

/** Post lengths as the form shows them; the value is what the order stores. */
export const postLengths = ['10', '12', '25', `19'4"`] as const;
export type PostLength = (typeof postLengths)[number];

const postLengthsBySize: Record<PostSize, readonly PostLength[]> = {
  '8x8': ['10', '12', '25'],
  '6x6': ['10', '12', `19'4"`],
};

export function postLengthsFor(style: PostStyle): readonly PostLength[] {
  return postLengthsBySize[postSize(style)];
}

export const postLengthInches: Record<PostLength, number> = { '10': 120, '12': 144, '25': 300, [`19'4"`]: 232 };

export const additionalPartNames = [
  'Gutter Corner',
  'Flow Through Gutter - 4"',
  'Flow Through Gutter - 2"',
  'Remote - 1 Channel - Handheld',
  'Remote - 5 Channel - Handheld',
  'Remote - 16 Channel - Handheld',
] as const;
export type AdditionalPartName = (typeof additionalPartNames)[number];

/** Gutters are painted like the frame; remotes have no colour. */
export const colouredAdditionalParts: readonly AdditionalPartName[] = ['Gutter Corner', 'Flow Through Gutter - 4"', 'Flow Through Gutter - 2"'];

/**
 * Roof colours. The spec lists none for roofs; these are the stock finishes of the sample
 * catalogue. 'MF' is the custom colour (the screen form's 'Custom *' value MF): it is built from
 * Mill stock, painted to the RAL code, and priced with the Custom Color Multiplier.
 * 'Custom' is accepted as a synonym and stored as 'MF'.
 */
export const roofColors = ['Black', 'White', 'Bronze', 'MF'] as const;
export type RoofColor = (typeof roofColors)[number];
export const roofColorLabels: Record<RoofColor, string> = { Black: 'Black', White: 'White', Bronze: 'Bronze', MF: 'Custom' };

export function isCustomRoofColor(color: RoofColor): boolean {
  return color === 'MF';
}

/** Feet limits of portal.md §5 Roof form. */
export function frameFeetMax(type: FrameType): number {
  return type === '4x8' ? 25 : 20;
}
export function midspanBeamFeetMax(type: MidspanBeamType): number {
  return type === '4x8' ? 25 : 20;
}
export const accessoryBeamFeetMax = 20;
export const extraBeamFeetMax = midspanBeamFeetMax;
export const bladeFeetMin = 1;
export const bladeFeetMax = 14;
/** The spec's 0 to 11.99 inches (two decimals are what the form accepts). */
export const inchesMax = 11.99;
