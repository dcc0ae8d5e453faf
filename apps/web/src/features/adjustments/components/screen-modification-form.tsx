import { SimpleGrid } from '@mantine/core';
import type { ScreenIssueType } from '@portal/domain/adjustments/issue-types';
import { screenWidthFractionLocked, trackQuantityMax } from '@portal/domain/adjustments/modifications/screen-modifications';
import { textOf } from '@portal/domain/adjustments/modifications/modification-checks';
import { trackIssueTypes, trackSideChoices } from '@portal/domain/adjustments/modifications/track-side';
import {
  bottomBarFinishes,
  customColorCode,
  dropFractions,
  fractionLabel,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  motorTypes,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
  widthFractions,
  yesNo,
  type ScreenMaterialType,
} from '@portal/domain/configuration/screen/screen-options';
import { NumberField, RalField, SelectField, type ModificationFormProps } from './modification-fields';

type Group = 'width' | 'drops' | 'housing' | 'color' | 'tracks' | 'mounting' | 'material' | 'bottomBar' | 'motor';

/**
 * Which §3 fields each screen issue type shows: the ones a replacement of that part is made to.
 * The spec lists the fields but not per type; a whole unit shows them all, a kit-only component
 * (badge, end caps…) only its Quantity. Quantity is on every form.
 */
const groupsByType: Record<ScreenIssueType, readonly Group[]> = {
  Complete_Unit: ['width', 'drops', 'housing', 'color', 'tracks', 'mounting', 'material', 'bottomBar', 'motor'],
  Housing_Only: ['width', 'housing', 'color'],
  Housing_Cover: ['width', 'housing', 'color'],
  Bottom_Bar: ['width', 'color', 'bottomBar'],
  Screen_Material: ['width', 'drops', 'material'],
  Mounting_Angle: ['drops', 'color', 'mounting'],
  Recessed_Track_Clip: ['drops', 'tracks'],
  Recessed_Track_Insert: ['drops', 'color', 'tracks'],
  Recessed_U_Channel_Track: ['drops', 'color', 'tracks'],
  Track_Type_Cable: ['drops', 'tracks'],
  Track_Type_Standard: ['drops', 'color', 'tracks'],
  Retractable_Motor: ['motor'],
  Roll_Tube: ['width'],
  Drive_Tube: ['width'],
  Square_Picket_Stock: ['width'],
  Steel_Weight: ['width'],
  Badge: [],
  End_Caps: [],
  Housing_Brush: [],
  Idler_Plate: [],
  Idler_Spring: [],
  Motor_Crown: [],
  Retractable_Drive_Adapter: [],
  Shuttle: [],
};

const fractions = (list: readonly number[]) => list.map((f) => ({ value: f, label: fractionLabel(f) }));
const colorOptions = [...jobColors.map((c) => ({ value: c, label: c })), { value: customColorCode, label: 'Custom (MF)' }];

/** A screen issue's modifications (§4 form reactions come from the caller: applyScreenModificationChange). */
export function ScreenModificationForm(form: ModificationFormProps) {
  const groups = new Set(groupsByType[form.issueType as ScreenIssueType] ?? []);
  const { values } = form;
  const color = textOf(values['Color']);
  const material = textOf(values['Screen_Material_Type']);
  const materialColors = (screenMaterialTypes as readonly string[]).includes(material) ? screenMaterials[material as ScreenMaterialType].colors : [];
  const trackMax = trackQuantityMax(form.requestType, textOf(values['Track_Left_Type']), textOf(values['Track_Right_Type']));
  // A track reorder names its side (Both is Track Quantity 2); the server derives it when one side has the type.
  const sideType = form.requestType === 'Reorder' ? trackIssueTypes[form.issueType as ScreenIssueType] : undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {groups.has('width') && (
        <>
          <NumberField form={form} property="Finished_Housing_Width_Inches" label="Width (inches)" />
          <SelectField
            form={form}
            property="Finished_Housing_Width_Fraction"
            label="Width fraction"
            options={fractions(widthFractions)}
            disabled={screenWidthFractionLocked(values)}
          />
        </>
      )}
      {groups.has('drops') && (
        <>
          <NumberField form={form} property="Drop_Left_Inches" label="Drop left (inches)" />
          <SelectField form={form} property="Drop_Left_Fraction" label="Drop left fraction" options={fractions(dropFractions)} />
          <NumberField form={form} property="Drop_Right_Inches" label="Drop right (inches)" />
          <SelectField form={form} property="Drop_Right_Fraction" label="Drop right fraction" options={fractions(dropFractions)} />
        </>
      )}
      {groups.has('housing') && (
        <>
          <SelectField form={form} property="Housing_Size" label="Housing size" options={housingSizes} />
          <SelectField form={form} property="Housing_Shape" label="Housing shape" options={housingShapes} />
        </>
      )}
      {groups.has('color') && (
        <>
          <SelectField form={form} property="Color" label="Color" options={colorOptions} />
          <RalField form={form} property="Color_Ral_Code" editable={color === 'Custom' || color === customColorCode} />
        </>
      )}
      {groups.has('tracks') && (
        <>
          <SelectField form={form} property="Track_Left_Type" label="Track left type" options={trackTypes} />
          <SelectField form={form} property="Track_Right_Type" label="Track right type" options={trackTypes} />
          {sideType ? (
            <SelectField
              form={form}
              property="Track_Side"
              label="Track side"
              options={trackSideChoices(sideType, textOf(values['Track_Left_Type']), textOf(values['Track_Right_Type']))}
            />
          ) : (
            <SelectField form={form} property="Track_Quantity" label="Track quantity" options={Array.from({ length: trackMax }, (_, i) => i + 1)} />
          )}
        </>
      )}
      {groups.has('mounting') && <SelectField form={form} property="Mounting_Angle" label="Mounting angle" options={yesNo} />}
      {groups.has('material') && (
        <>
          <SelectField form={form} property="Screen_Material_Type" label="Material type" options={screenMaterialTypes} />
          <SelectField form={form} property="Screen_Material_Color" label="Material color" options={materialColors} />
        </>
      )}
      {groups.has('bottomBar') && <SelectField form={form} property="Bottom_Bar_Finish" label="Bottom bar finish" options={bottomBarFinishes} />}
      {groups.has('motor') && (
        <>
          <SelectField form={form} property="Motor_Type" label="Motor type" options={motorTypes} />
          <SelectField form={form} property="Motor_Side" label="Motor side" options={motorSides} />
        </>
      )}
      <NumberField form={form} property="Quantity" label="Quantity" />
    </SimpleGrid>
  );
}
