import { Select, SimpleGrid } from '@mantine/core';
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
import { isPostStyle, postLengthLabel } from '@portal/domain/adjustments/modifications/post-lengths';
import { postLengthInches, postLengthsFor, roofColors } from '@portal/domain/configuration/roof/roof-options';
import { NumberField, RalField, SelectField, type ModificationFormProps } from './modification-fields';
import { closedListUnmounted } from './closed-list';

/** Posts come in the style's stock lengths only (post-lengths.ts): one choice sets Feet and Inches. */
function PostLengthField({ form }: { form: ModificationFormProps }) {
  const style = textOf(form.values['Type']);
  const lengths = isPostStyle(style) ? postLengthsFor(style) : [];
  const current = lengths.find((l) => postLengthInches[l] === (numberOf(form.values['Feet']) ?? 0) * 12 + (numberOf(form.values['Inches']) ?? 0));
  return (
    <Select
      label="Length"
      data={lengths.map((l) => ({ value: l, label: postLengthLabel(l) }))}
      value={current ?? null}
      onChange={(v) => {
        const chosen = lengths.find((l) => l === v);
        if (chosen) form.onChange({ Feet: Math.floor(postLengthInches[chosen] / 12), Inches: postLengthInches[chosen] % 12 });
      }}
      error={form.errors['modifications.Feet']}
      disabled={form.locked('Feet')}
      allowDeselect={false}
      comboboxProps={closedListUnmounted}
    />
  );
}

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
      {issueType === 'Posts' && <PostLengthField form={form} />}
      {roofMeasuredIssueTypes.has(issueType) && issueType !== 'Posts' && (
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
