import type { TRoofConfig } from '../configuration/roof/roof-config';
import { postLengthInches } from '../configuration/roof/roof-options';
import type { TScreenConfig } from '../configuration/screen/screen-config';
import type { Modifications } from './adjustment-aggregate';
import { isRoofIssueType, type RoofIssueType } from './issue-types';
import type { OrderedItem } from './reorder-price';

/**
 * The ordered line's values under the modification property names (§3): what the modification
 * rules read where the issue does not change a value (the housing that bounds a drop, the track
 * types that bound Track Quantity, the member type that bounds Feet). The server passes them as
 * IssueActionOptions.orderedValues.
 */
/** The ordered screen under the §3 property names: what the modification rules read as the base. */
export function screenOrderedValues(c: TScreenConfig): Modifications {
  const values: Modifications = {
    Finished_Housing_Width_Inches: c.width,
    Finished_Housing_Width_Fraction: c.widthFraction,
    Drop_Left_Inches: c.dropLeft,
    Drop_Left_Fraction: c.dropLeftFraction,
    Drop_Right_Inches: c.dropRight,
    Drop_Right_Fraction: c.dropRightFraction,
    Housing_Size: c.housingSize,
    Housing_Shape: c.housingShape,
    Color: c.jobColor,
    Track_Left_Type: c.trackLeft,
    Track_Right_Type: c.trackRight,
    Mounting_Angle: c.mountingAngle,
    Screen_Material_Type: c.materialType,
    Screen_Material_Color: c.materialColor,
    Bottom_Bar_Finish: c.bottomBarFinish,
    Motor_Side: c.motorSide,
  };
  if (c.ralCode) values['Color_Ral_Code'] = c.ralCode;
  if (c.motorType) values['Motor_Type'] = c.motorType;
  return values;
}

/** The first ordered member of the roof issue's kind, under Type/Feet/Inches/Color. */
export function roofOrderedValues(c: TRoofConfig, issueType: RoofIssueType): Modifications {
  const frameColor = { Color: c.colors.frameColor, ...(c.colors.frameColorRal ? { Color_Ral_Code: c.colors.frameColorRal } : {}) };
  switch (issueType) {
    case 'Frames': {
      const f = c.frames[0];
      return f ? { Type: f.frameType, Feet: f.frameFeet, Inches: f.frameInches, ...frameColor } : frameColor;
    }
    case 'Midspan_Beams':
    case 'Accessory_Beams': {
      const b = (issueType === 'Midspan_Beams' ? c.beamMs : c.beamAs)[0];
      return b ? { Type: b.beamType, Feet: b.beamFeet, Inches: b.beamInches, ...frameColor } : frameColor;
    }
    case 'Blades': {
      const b = c.blades[0];
      const color = { Color: c.colors.bladeColor, ...(c.colors.bladeColorRal ? { Color_Ral_Code: c.colors.bladeColorRal } : {}) };
      return b ? { Type: b.bladeType, Feet: b.bladeFeet, Inches: b.bladeInches, ...color } : color;
    }
    case 'Posts': {
      const p = c.posts[0];
      const color = { Color: c.colors.postColor, ...(c.colors.frameColorRal ? { Color_Ral_Code: c.colors.frameColorRal } : {}) };
      // A stock length in Feet and Inches (19'4" is 19 ft 4 in).
      const inches = p ? postLengthInches[p.postLength] : 0;
      return p ? { Type: p.postStyle, Feet: Math.floor(inches / 12), Inches: inches % 12, ...color } : color;
    }
    case 'Gutters':
    case 'Additional_Parts': {
      const p = c.addParts.find((a) => (issueType === 'Gutters') !== a.partName.startsWith('Remote'));
      return p ? { Type: p.partName, ...(issueType === 'Gutters' ? frameColor : {}) } : {};
    }
    case 'Motor':
      return { Type: c.motorType };
  }
}

/** The ordered values of any item for an issue type; a part's are its chosen options. */
export function orderedValuesOf(item: OrderedItem, issueType: string): Modifications {
  if (item.itemType === 'Screen') return screenOrderedValues(item.config);
  if (item.itemType === 'Roof') return isRoofIssueType(issueType) ? roofOrderedValues(item.config, issueType) : {};
  return { ...item.config.options };
}

/** How many members of the roof issue's kind one roof holds (0 when it holds none). */
function roofMembers(c: TRoofConfig, issueType: RoofIssueType): number {
  const parts = (remotes: boolean) => c.addParts.filter((p) => p.partName.startsWith('Remote') === remotes).reduce((sum, p) => sum + p.partQty, 0);
  switch (issueType) {
    case 'Frames':
      return c.frames.length;
    case 'Midspan_Beams':
      return c.beamMs.length;
    case 'Accessory_Beams':
      return c.beamAs.length;
    case 'Blades':
      return c.blades.reduce((sum, b) => sum + b.bladeQty, 0);
    case 'Posts':
      return c.posts.length;
    case 'Gutters':
      return parts(false);
    case 'Additional_Parts':
      return parts(true);
    case 'Motor':
      return c.motorQuantity;
  }
}

/**
 * How many of what the issue is about the order holds (§5: a requester's warranty claims at
 * most that): a screen's copies, a part line's quantity, and on a roof the members of the issue's
 * kind on every copy (24 blades on one roof: 24). A roof holding none of that kind falls back
 * to its copies.
 */
export function orderedQuantityOf(item: OrderedItem, issueType: string): number {
  if (item.itemType === 'Part') return item.config.quantity;
  const copies = item.config.copies;
  if (item.itemType === 'Screen' || !isRoofIssueType(issueType)) return copies;
  const members = roofMembers(item.config, issueType);
  return members > 0 ? members * copies : copies;
}
