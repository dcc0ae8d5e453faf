import {
  bottomBarFinishes,
  customColorCode,
  dropFractions,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  motorTypes,
  screenLimits,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
  widthFractions,
  yesNo,
  type ScreenMaterialType,
} from '../../configuration/screen/screen-options';
import { wideHousingInches, tallDropInches } from '../../configuration/screen/screen-form-rules';
import type { FieldErrors } from '../../errors/domain-error';
import type { Modifications } from '../adjustment-aggregate';
import type { IssueType } from '../issue-types';
import { trackIssueTypes, trackSideOf, trackSides } from './track-side';
import { adjustmentLimits } from '../adjustment-limits';
import {
  checkChoice,
  checkKnown,
  checkNumber,
  checkRal,
  checkWarrantyQuantityOnly,
  ModificationErrors,
  modificationMessages,
  numberOf,
  textOf,
  type ModificationContext,
} from './modification-checks';

/**
 * A screen issue's modifications (§3 Screen property names, §4 form reactions, §5 limits). The
 * spec writes "Track Quantity"; the map stores it as Track_Quantity, like every other property.
 */
export const screenProperties = [
  'Finished_Housing_Width_Inches',
  'Finished_Housing_Width_Fraction',
  'Drop_Left_Inches',
  'Drop_Left_Fraction',
  'Drop_Right_Inches',
  'Drop_Right_Fraction',
  'Housing_Size',
  'Housing_Shape',
  'Color',
  'Color_Ral_Code',
  'Track_Left_Type',
  'Track_Right_Type',
  'Mounting_Angle',
  'Screen_Material_Type',
  'Screen_Material_Color',
  'Bottom_Bar_Finish',
  'Motor_Type',
  'Motor_Side',
  'Track_Quantity',
  'Track_Side',
  'Quantity',
] as const;
export type ScreenProperty = (typeof screenProperties)[number];

const known: ReadonlySet<string> = new Set<string>([...screenProperties, 'Type']);

const isCustom = (color: string) => color === 'Custom' || color === customColorCode;

/** The longest drop a housing allows (§5): 132 with the 5.5 housing, else 264. */
export function dropMaxFor(housingSize: string): number {
  return housingSize === '5.5' ? tallDropInches : screenLimits.dropMax;
}

/** §5 Track Quantity: a reorder 1 or 2; a warranty 2 only when both sides have the same track type. */
export function trackQuantityMax(adjustmentType: 'Warranty' | 'Reorder', trackLeft: string, trackRight: string): number {
  if (adjustmentType === 'Reorder') return 2;
  return trackLeft !== '' && trackLeft === trackRight ? 2 : 1;
}

export function screenModificationErrors(mods: Modifications, context: ModificationContext, issueType?: string): FieldErrors {
  const errors = new ModificationErrors();
  checkKnown(errors, mods, known);
  checkWarrantyQuantityOnly(errors, mods, context);
  const all: Modifications = { ...context.base, ...mods };

  checkNumber(errors, mods, 'Finished_Housing_Width_Inches', { min: screenLimits.widthMin, max: screenLimits.widthMax, whole: true });
  checkChoice(errors, mods, 'Finished_Housing_Width_Fraction', widthFractions);
  const width = numberOf(all['Finished_Housing_Width_Inches']);
  if (width !== null && width >= screenLimits.widthMax && (numberOf(mods['Finished_Housing_Width_Fraction']) ?? 0) > 0) {
    errors.add('Finished_Housing_Width_Fraction', modificationMessages.maximum(screenLimits.widthMax));
  }

  const housingSize = textOf(all['Housing_Size']);
  const dropMax = dropMaxFor(housingSize);
  for (const side of ['Left', 'Right'] as const) {
    checkNumber(errors, mods, `Drop_${side}_Inches`, { min: screenLimits.dropMin, max: dropMax, whole: true });
    checkChoice(errors, mods, `Drop_${side}_Fraction`, dropFractions);
    const drop = numberOf(all[`Drop_${side}_Inches`]);
    if (drop !== null && drop >= dropMax && (numberOf(mods[`Drop_${side}_Fraction`]) ?? 0) > 0)
      errors.add(`Drop_${side}_Fraction`, modificationMessages.maximum(dropMax));
  }

  checkChoice(errors, mods, 'Housing_Size', housingSizes);
  checkChoice(errors, mods, 'Housing_Shape', housingShapes);
  if (('Housing_Size' in mods || 'Housing_Shape' in mods) && housingSize === '7' && textOf(all['Housing_Shape']) === 'Square')
    errors.add('Housing_Shape', modificationMessages.housingSevenCurved);
  if (('Housing_Size' in mods || 'Finished_Housing_Width_Inches' in mods) && width !== null && width >= wideHousingInches && housingSize === '5.5')
    errors.add('Housing_Size', modificationMessages.wideHousing);

  checkChoice(errors, mods, 'Color', [...jobColors, customColorCode]);
  if (('Color' in mods || 'Color_Ral_Code' in mods) && isCustom(textOf(all['Color']))) checkRal(errors, 'Color_Ral_Code', textOf(all['Color_Ral_Code']));

  checkChoice(errors, mods, 'Track_Left_Type', trackTypes);
  checkChoice(errors, mods, 'Track_Right_Type', trackTypes);
  checkChoice(errors, mods, 'Mounting_Angle', yesNo);
  checkChoice(errors, mods, 'Screen_Material_Type', screenMaterialTypes);
  if ('Screen_Material_Type' in mods || 'Screen_Material_Color' in mods) {
    const type = textOf(all['Screen_Material_Type']);
    const color = textOf(all['Screen_Material_Color']);
    if (color === '') errors.add('Screen_Material_Color', modificationMessages.required);
    else if ((screenMaterialTypes as readonly string[]).includes(type) && !screenMaterials[type as ScreenMaterialType].colors.includes(color)) {
      errors.add('Screen_Material_Color', modificationMessages.choose);
    }
  }
  checkChoice(errors, mods, 'Bottom_Bar_Finish', bottomBarFinishes);
  checkChoice(errors, mods, 'Motor_Type', motorTypes);
  checkChoice(errors, mods, 'Motor_Side', motorSides);

  const trackMax = trackQuantityMax(context.adjustmentType, textOf(all['Track_Left_Type']), textOf(all['Track_Right_Type']));
  checkNumber(errors, mods, 'Track_Quantity', { min: 1, max: trackMax, whole: true });
  checkTrackSide(errors, mods, all, context, issueType);
  const quantityMax = context.adjustmentType === 'Warranty' && context.role === 'requester' ? context.orderedQuantity : adjustmentLimits.quantityMax;
  checkNumber(errors, mods, 'Quantity', { min: 1, max: quantityMax, whole: true });
  return errors.errors;
}

/** A track reorder names its side (track-side.ts); a warranty keeps §5's Track Quantity alone. */
function checkTrackSide(
  errors: ModificationErrors,
  mods: Modifications,
  all: Modifications,
  context: ModificationContext,
  issueType: string | undefined,
): void {
  const type = issueType === undefined ? undefined : trackIssueTypes[issueType as IssueType];
  if (!type || context.adjustmentType !== 'Reorder') {
    if ('Track_Side' in mods) errors.add('Track_Side', modificationMessages.unknownField);
    return;
  }
  // Without the ordered track types (a test without a base) only a sent side is checked.
  if (textOf(all['Track_Left_Type']) === '' && textOf(all['Track_Right_Type']) === '') return checkChoice(errors, mods, 'Track_Side', trackSides);
  const side = trackSideOf(type, all);
  if (!side.ok) errors.add(side.property, side.message);
}

/**
 * What a screen reorder stores (issue 26): the sent modifications with every dimension the price
 * is computed from, after the form's reactions (§4: a new width resets its fraction, 264 in and
 * wider is Housing 7 Curved), and a track's side and Track Quantity. Call after the checks.
 */
export function screenReorderModifications(issueType: string, base: Modifications, sent: Modifications): Modifications {
  const effective = applyScreenModificationChange(base, sent);
  const out: Modifications = { ...sent };
  for (const p of dimensionProperties) if (effective[p] !== undefined) out[p] = effective[p];
  for (const p of ['Housing_Size', 'Housing_Shape'] as const) if (effective[p] !== undefined && effective[p] !== (sent[p] ?? base[p])) out[p] = effective[p];
  const type = trackIssueTypes[issueType as IssueType];
  const side = type ? trackSideOf(type, effective) : null;
  if (side?.ok) {
    out['Track_Side'] = side.side;
    out['Track_Quantity'] = side.side === 'Both' ? 2 : 1;
  }
  return out;
}

const dimensionProperties = [
  'Finished_Housing_Width_Inches',
  'Finished_Housing_Width_Fraction',
  'Drop_Left_Inches',
  'Drop_Left_Fraction',
  'Drop_Right_Inches',
  'Drop_Right_Fraction',
] as const;

/**
 * One edit of the screen modification form (§4): a new width resets its fraction (locked at 0
 * from 360); 264 or wider forces Housing 7 Curved; Housing 7 is Curved; a new material type
 * clears the material colour; a new colour clears the RAL code.
 */
export function applyScreenModificationChange(current: Modifications, patch: Modifications): Modifications {
  const next: Modifications = { ...current, ...patch };
  const changed = (p: string) => p in patch && patch[p] !== current[p];
  if (changed('Finished_Housing_Width_Inches') && !('Finished_Housing_Width_Fraction' in patch)) next['Finished_Housing_Width_Fraction'] = 0;
  const width = numberOf(next['Finished_Housing_Width_Inches']);
  if (width !== null && width >= screenLimits.widthMax) next['Finished_Housing_Width_Fraction'] = 0;
  if (width !== null && width >= wideHousingInches) {
    next['Housing_Size'] = '7';
    next['Housing_Shape'] = 'Curved';
  }
  if (textOf(next['Housing_Size']) === '7') next['Housing_Shape'] = 'Curved';
  if (changed('Screen_Material_Type') && !('Screen_Material_Color' in patch)) delete next['Screen_Material_Color'];
  if (changed('Color') && !('Color_Ral_Code' in patch)) delete next['Color_Ral_Code'];
  return next;
}

/** The width fraction field is locked (at 0) from the maximum width. */
export function screenWidthFractionLocked(mods: Modifications): boolean {
  const width = numberOf(mods['Finished_Housing_Width_Inches']);
  return width !== null && width >= screenLimits.widthMax;
}
