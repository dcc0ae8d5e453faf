import { z } from 'zod';

/** The three kinds of ordered item an issue is filed against (§3 Issue itemType). */
export const itemTypes = ['Screen', 'Roof', 'Part'] as const;
export type ItemType = (typeof itemTypes)[number];

/** The primary screen issue types come first: the dialog lists them before the components. */
export const primaryScreenIssueTypes = ['Complete_Unit', 'Housing_Only', 'Housing_Cover', 'Bottom_Bar', 'Screen_Material'] as const;

export const screenComponentIssueTypes = [
  'Badge',
  'Drive_Tube',
  'End_Caps',
  'Housing_Brush',
  'Idler_Plate',
  'Idler_Spring',
  'Motor_Crown',
  'Mounting_Angle',
  'Recessed_Track_Clip',
  'Recessed_Track_Insert',
  'Recessed_U_Channel_Track',
  'Retractable_Drive_Adapter',
  'Retractable_Motor',
  'Roll_Tube',
  'Shuttle',
  'Square_Picket_Stock',
  'Steel_Weight',
  'Track_Type_Cable',
  'Track_Type_Standard',
] as const;

export const screenIssueTypes = [...primaryScreenIssueTypes, ...screenComponentIssueTypes] as const;
export type ScreenIssueType = (typeof screenIssueTypes)[number];

export const roofIssueTypes = ['Frames', 'Midspan_Beams', 'Accessory_Beams', 'Blades', 'Posts', 'Additional_Parts', 'Gutters', 'Motor'] as const;
export type RoofIssueType = (typeof roofIssueTypes)[number];

export const partIssueTypes = ['Part'] as const;
export type PartIssueType = (typeof partIssueTypes)[number];

export const allIssueTypes = [...screenIssueTypes, ...roofIssueTypes, ...partIssueTypes] as const;
export type IssueType = (typeof allIssueTypes)[number];
export const ZIssueType = z.enum(allIssueTypes, { error: 'Unknown issue type' });

const issueTypesByKind: Record<ItemType, readonly IssueType[]> = { Screen: screenIssueTypes, Roof: roofIssueTypes, Part: partIssueTypes };

export function issueTypesFor(kind: ItemType): readonly IssueType[] {
  return issueTypesByKind[kind];
}

export function isIssueTypeOf(kind: ItemType, issueType: string): issueType is IssueType {
  return (issueTypesByKind[kind] as readonly string[]).includes(issueType);
}

/** Labels are the type with spaces, except where the spec names it otherwise (Frames → Perimeter Frames). */
const labelOverrides: Partial<Record<IssueType, string>> = { Frames: 'Perimeter Frames', Recessed_U_Channel_Track: 'Recessed U-Channel Track' };

export function issueTypeLabel(issueType: IssueType): string {
  return labelOverrides[issueType] ?? issueType.replaceAll('_', ' ');
}

/**
 * §4: a screen with a Complete Unit request hides its component requests, and a component
 * request hides Complete Unit: a whole new screen already contains every component. Every
 * screen issue type besides Complete_Unit counts as a component here.
 */
export function hiddenScreenIssueTypes(requestedTypes: readonly string[]): readonly ScreenIssueType[] {
  if (requestedTypes.includes('Complete_Unit')) return screenIssueTypes.filter((t) => t !== 'Complete_Unit');
  if (requestedTypes.some((t) => t !== 'Complete_Unit' && isIssueTypeOf('Screen', t))) return ['Complete_Unit'];
  return [];
}

/** The issue types a screen's requests (issues with a request type) hide on that screen. */
export function hiddenIssueTypes(issuesOfOneScreen: readonly { issueType: string; adjustmentType: string }[]): readonly ScreenIssueType[] {
  return hiddenScreenIssueTypes(issuesOfOneScreen.filter((i) => i.adjustmentType !== 'None').map((i) => i.issueType));
}

export function isRoofIssueType(issueType: string): issueType is RoofIssueType {
  return (roofIssueTypes as readonly string[]).includes(issueType);
}
