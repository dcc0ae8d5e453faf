import { SimpleGrid } from '@mantine/core';
import type { RoofIssueType } from '@portal/domain/adjustments/issue-types';
import { numberOf, textOf } from '@portal/domain/adjustments/modifications/modification-checks';
import {
  roofColouredIssueTypes,
  roofFeetMax,
  roofInchesMaxFor,
  roofMeasuredIssueTypes,
  roofQuantityTypes,
  roofRalEditable,
  roofTypeOptions,
} from '@portal/domain/adjustments/modifications/roof-modifications';
import { roofColors } from '@portal/domain/pricing/roof/roof-options';
import { NumberField, RalField, SelectField, type ModificationFormProps } from './modification-fields';

const colorOptions = roofColors.map((c) => ({ value: c, label: c === 'MF' ? 'Custom (MF)' : c }));

/**
 * A roof issue's modifications (§3 Roof modification forms): Type, Feet and Inches for the
 * measured members, Quantity for the counted ones, a colour and its RAL code for the painted
 * ones. The limits shown are the domain's (roofFeetMax, roofInchesMaxFor).
 */
export function RoofModificationForm(form: ModificationFormProps) {
  const issueType = form.issueType as RoofIssueType;
  const type = textOf(form.values['Type']);
  const feetMax = roofFeetMax(issueType, type);
  const inchesMax = roofInchesMaxFor(issueType, type, numberOf(form.values['Feet']));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <SelectField form={form} property="Type" label="Type" options={roofTypeOptions[issueType] ?? []} />
      {roofMeasuredIssueTypes.has(issueType) && (
        <>
          <NumberField form={form} property="Feet" label={`Feet (0 to ${feetMax})`} />
          <NumberField form={form} property="Inches" label={`Inches (0 to ${inchesMax})`} decimalScale={1} />
        </>
      )}
      {roofQuantityTypes.has(issueType) && <NumberField form={form} property="Quantity" label="Quantity" />}
      {roofColouredIssueTypes.has(issueType) && (
        <>
          <SelectField form={form} property="Color" label={issueType === 'Blades' ? 'Blade color' : 'Color'} options={colorOptions} />
          <RalField form={form} property="Color_Ral_Code" editable={roofRalEditable(form.values)} />
        </>
      )}
    </SimpleGrid>
  );
}
