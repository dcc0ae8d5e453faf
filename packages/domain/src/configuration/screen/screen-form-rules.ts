import type { TScreenConfig } from './screen-config';
import { screenMaterials, screenLimits, type HousingShape, type HousingSize, type MotorType } from './screen-options';

/**
 * The screen form's rules (portal.md §5 Screen form, adjustments-and-pricing §4). All measures
 * are inches including the fraction. The browser applies them as the dealer types; the server
 * applies normalizeScreenConfig to recompute what the form would have shown.
 */

/** At or above these a screen needs the big housing and the stronger motors. */
export const tallDropInches = 132;
export const wideHousingInches = 264;

const allMotors: readonly MotorType[] = ['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM'];
const mediumMotors: readonly MotorType[] = ['Standard - 21 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM'];
const heavyMotors: readonly MotorType[] = ['HD - 21 RPM', 'Super HD - 16 RPM'];
const widestMotors: readonly MotorType[] = ['Super HD - 16 RPM'];

/**
 * Motors offered for a size (portal.md §5). '12V - 16 RPM' is a valid motor type (adjustments
 * list it) but the order form never offers it, so a new screen cannot have one.
 */
export function motorOptions(width: number, dropLeft: number, dropRight: number): readonly MotorType[] {
  if (width >= 300) return widestMotors;
  if (width >= 240 || Math.max(dropLeft, dropRight) >= tallDropInches) return heavyMotors;
  if (width >= 120) return mediumMotors;
  return allMotors;
}

/** Width 264 or more, or a drop of 132 or more, forces Housing 7 Curved and locks both fields. */
export function housingLocked(width: number, dropLeft: number, dropRight: number): boolean {
  return width >= wideHousingInches || Math.max(dropLeft, dropRight) >= tallDropInches;
}

/** Choosing 5.5 sets Square, 7 sets Curved. */
export function housingShapeFor(size: HousingSize): HousingShape {
  return size === '7' ? 'Curved' : 'Square';
}

export type SlopeWarning = 'Screen slopes down right to left' | 'Screen slopes down left to right';

/**
 * Drops are measured from the housing down; the longer drop is the lower side of the opening.
 * A longer left drop means the sill falls from right to left.
 */
export function slopeWarning(dropLeft: number, dropRight: number): SlopeWarning | null {
  if (dropLeft > dropRight) return 'Screen slopes down right to left';
  if (dropRight > dropLeft) return 'Screen slopes down left to right';
  return null;
}

/** The order form counts 1 mounting angle kit, or 2 if the larger drop exceeds 132 (each kit holds 2 pieces). */
export function mountingAngleCount(dropLeft: number, dropRight: number): 1 | 2 {
  return Math.max(dropLeft, dropRight) > tallDropInches ? 2 : 1;
}

/** The width fraction is locked at 0 at the maximum width (the maximum is whole inches). */
export function widthFractionLocked(width: number): boolean {
  return width >= screenLimits.widthMax;
}

export function dropFractionLocked(drop: number): boolean {
  return drop >= screenLimits.dropMax;
}

/**
 * What the form shows after its rules ran: a motor the size no longer allows is cleared, the
 * housing lock applied, Housing 7 is always Curved, a colour other than Custom carries no RAL
 * code, a material colour the material does not come in is cleared, fractions at a maximum are 0.
 * Idempotent.
 */
export function normalizeScreenConfig(c: TScreenConfig): TScreenConfig {
  const widthFraction = widthFractionLocked(c.width) ? 0 : c.widthFraction;
  const dropLeftFraction = dropFractionLocked(c.dropLeft) ? 0 : c.dropLeftFraction;
  const dropRightFraction = dropFractionLocked(c.dropRight) ? 0 : c.dropRightFraction;
  const width = c.width + widthFraction;
  const dropLeft = c.dropLeft + dropLeftFraction;
  const dropRight = c.dropRight + dropRightFraction;
  const locked = housingLocked(width, dropLeft, dropRight);
  const housingSize: HousingSize = locked ? '7' : c.housingSize;
  const housingShape: HousingShape = housingSize === '7' ? 'Curved' : c.housingShape;
  const motorType = c.motorType !== null && motorOptions(width, dropLeft, dropRight).includes(c.motorType) ? c.motorType : null;
  const materialColor = screenMaterials[c.materialType].colors.includes(c.materialColor) ? c.materialColor : '';
  return {
    ...c,
    widthFraction,
    dropLeftFraction,
    dropRightFraction,
    housingSize,
    housingShape,
    motorType,
    materialColor,
    ralCode: c.jobColor === 'Custom' ? c.ralCode : null,
  };
}

/**
 * One edit of the form: the change-triggered resets (a new width resets its fraction, a new
 * material clears its colour, a new colour clears the RAL code, a chosen housing size sets its
 * shape), then the standing rules.
 */
export function applyScreenChange(c: TScreenConfig, patch: Partial<TScreenConfig>): TScreenConfig {
  const next = { ...c, ...patch };
  if (patch.width !== undefined && patch.width !== c.width && patch.widthFraction === undefined) next.widthFraction = 0;
  if (patch.materialType !== undefined && patch.materialType !== c.materialType && patch.materialColor === undefined) next.materialColor = '';
  if (patch.jobColor !== undefined && patch.jobColor !== c.jobColor && patch.ralCode === undefined) next.ralCode = null;
  if (patch.housingSize !== undefined && patch.housingShape === undefined) next.housingShape = housingShapeFor(patch.housingSize);
  return normalizeScreenConfig(next);
}
