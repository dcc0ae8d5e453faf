import { accessoryBeamTypes, additionalPartNames, bladeTypes, frameTypes, postStyles, roofColors, roofMotorTypes } from '../../configuration/roof/roof-options';
import type { FieldErrors } from '../../errors/domain-error';
import type { Modifications } from '../adjustment-aggregate';
import { adjustmentLimits } from '../adjustment-limits';
import type { RoofIssueType } from '../issue-types';
import { checkPostModifications } from './post-lengths';
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
 * A roof issue's modifications (§3 Roof modification forms, §5 roof limits): Type, Feet, Inches,
 * Quantity, Color and Color_Ral_Code. Blades keep their colour under Color too: one issue edits
 * one member, so it needs no separate blade colour key. These adjustment limits are §5's, not
 * the order form's (roof-options.ts): an adjustment may reorder cut-downs from 0 ft.
 */
export const gutterNames = additionalPartNames.filter((n) => n.startsWith('Gutter') || n.startsWith('Flow Through'));
export const remoteNames = additionalPartNames.filter((n) => n.startsWith('Remote'));

export const roofTypeOptions: Record<RoofIssueType, readonly string[]> = {
  Frames: frameTypes,
  Midspan_Beams: frameTypes,
  Accessory_Beams: accessoryBeamTypes,
  Blades: bladeTypes,
  Posts: postStyles,
  Additional_Parts: remoteNames,
  Gutters: gutterNames,
  Motor: roofMotorTypes,
};

/** The issue types measured in feet and inches; the others are counted pieces. */
const measured: ReadonlySet<RoofIssueType> = new Set(['Frames', 'Midspan_Beams', 'Accessory_Beams', 'Blades', 'Posts']);
/** The issue types painted: blades, beams, frames, posts and gutters; remotes and motors are not. */
const coloured: ReadonlySet<RoofIssueType> = new Set(['Frames', 'Midspan_Beams', 'Accessory_Beams', 'Blades', 'Posts', 'Gutters']);
/** The form shows Feet/Inches and Color/RAL on these issue types (the same sets the checks read). */
export const roofMeasuredIssueTypes: ReadonlySet<RoofIssueType> = measured;
export const roofColouredIssueTypes: ReadonlySet<RoofIssueType> = coloured;
/** §4 gives Quantity on these forms; the others reorder one member per issue (Quantity defaults to 1). */
export const roofQuantityTypes: ReadonlySet<RoofIssueType> = new Set(['Blades', 'Additional_Parts', 'Gutters', 'Motor']);

export const roofInchesMax = 11.9;

/** §5 feet limits by issue type and member type; with no type chosen, the type list's largest. */
export function roofFeetMax(issueType: RoofIssueType, type: string): number {
  switch (issueType) {
    case 'Accessory_Beams':
      return 19;
    case 'Frames':
    case 'Midspan_Beams':
      return type === '2x8' || type === '2 Ply 2x8' ? 19 : 25;
    case 'Posts':
      return 12;
    case 'Blades':
      return 14;
    default:
      return 0;
  }
}

/** §5: 11.9 inches, but at the feet limit 4 for 2x8 or 2 Ply 2x8 frames and midspan beams, else 0. */
export function roofInchesMaxFor(issueType: RoofIssueType, type: string, feet: number | null): number {
  if (feet === null || feet < roofFeetMax(issueType, type)) return roofInchesMax;
  return (issueType === 'Frames' || issueType === 'Midspan_Beams') && (type === '2x8' || type === '2 Ply 2x8') ? 4 : 0;
}

const isCustom = (color: string) => color === 'Custom' || color === 'MF';

export function roofModificationErrors(issueType: RoofIssueType, mods: Modifications, context: ModificationContext): FieldErrors {
  const errors = new ModificationErrors();
  const known = new Set<string>(['Type', 'Quantity']);
  if (measured.has(issueType)) ['Feet', 'Inches'].forEach((p) => known.add(p));
  if (coloured.has(issueType)) ['Color', 'Color_Ral_Code'].forEach((p) => known.add(p));
  checkKnown(errors, mods, known);
  checkWarrantyQuantityOnly(errors, mods, context);
  const all: Modifications = { ...context.base, ...mods };
  const type = textOf(all['Type']);

  checkChoice(errors, mods, 'Type', roofTypeOptions[issueType]);
  if (issueType === 'Posts') checkPostModifications(errors, mods, all);
  else if (measured.has(issueType)) {
    checkNumber(errors, mods, 'Feet', { min: 0, max: roofFeetMax(issueType, type), whole: true });
    const inchesMax = roofInchesMaxFor(issueType, type, numberOf(all['Feet']));
    checkNumber(errors, mods, 'Inches', { min: 0, max: inchesMax });
    // Cut-downs start at 0 ft, but a reorder of nothing at all has no length to cut or price.
    // A new Feet without Inches is whole feet (reorder-price.ts roofConfigFor reads it so).
    const inches = 'Feet' in mods && !('Inches' in mods) ? 0 : (numberOf(all['Inches']) ?? 0);
    const length = (numberOf(all['Feet']) ?? 0) * 12 + inches;
    if (context.adjustmentType === 'Reorder' && ('Feet' in mods || 'Inches' in mods) && length <= 0) errors.add('Feet', modificationMessages.zeroLength);
  }
  if (coloured.has(issueType)) {
    checkChoice(errors, mods, 'Color', [...roofColors, 'Custom']);
    if (('Color' in mods || 'Color_Ral_Code' in mods) && isCustom(textOf(all['Color']))) checkRal(errors, 'Color_Ral_Code', textOf(all['Color_Ral_Code']));
  }
  const requesterWarranty = context.adjustmentType === 'Warranty' && context.role === 'requester';
  checkNumber(errors, mods, 'Quantity', {
    min: 1,
    max: requesterWarranty ? context.orderedQuantity : adjustmentLimits.quantityMax,
    whole: true,
    minMessage: modificationMessages.minimum(1),
  });
  return errors.errors;
}

/** One edit of a roof modification form (§4): changing Feet clears Inches; changing the colour clears its RAL code. */
export function applyRoofModificationChange(current: Modifications, patch: Modifications): Modifications {
  const next: Modifications = { ...current, ...patch };
  const changed = (p: string) => p in patch && patch[p] !== current[p];
  if (changed('Feet') && !('Inches' in patch)) delete next['Inches'];
  if (changed('Color') && !('Color_Ral_Code' in patch)) delete next['Color_Ral_Code'];
  return next;
}

/** §4: the custom RAL field is editable only when Custom is chosen. */
export function roofRalEditable(mods: Modifications): boolean {
  return isCustom(textOf(mods['Color']));
}

/**
 * What a roof member reorder stores (issue 26): the sent modifications with the length it is
 * priced from, Feet and Inches (ordered where not sent; a new Feet without Inches is whole feet).
 */
export function roofReorderModifications(issueType: RoofIssueType, base: Modifications, sent: Modifications): Modifications {
  if (!measured.has(issueType)) return sent;
  const feet = numberOf(sent['Feet'] ?? base['Feet']);
  if (feet === null) return sent;
  const inches = 'Feet' in sent && !('Inches' in sent) ? 0 : (numberOf(sent['Inches'] ?? base['Inches']) ?? 0);
  return { ...sent, Feet: feet, Inches: inches };
}
