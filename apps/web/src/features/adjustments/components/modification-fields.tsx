import { NumberInput, Select, TextInput } from '@mantine/core';
import type { Modifications } from '@portal/domain/adjustments/adjustment-aggregate';
import type { FieldErrors } from '@portal/domain/errors/domain-error';
import { closedListUnmounted } from './closed-list';

/** What every modification form receives: the values shown (ordered, then edited), errors, locks. */
export interface ModificationFormProps {
  issueType: string;
  values: Modifications;
  /** The domain's errors, keyed as the PATCH body names them (modifications.X). */
  errors: FieldErrors;
  onChange: (patch: Modifications) => void;
  locked: (property: string) => boolean;
  requestType: 'Warranty' | 'Reorder';
}

export type Option = string | number | { value: string | number; label: string };

const optionOf = (o: Option) => (typeof o === 'object' ? o : { value: o, label: String(o) });

interface FieldProps {
  form: ModificationFormProps;
  property: string;
  label: string;
}

const errorOf = (form: ModificationFormProps, property: string) => form.errors[`modifications.${property}`];

/** A choice from a list; number options (fractions) come back as numbers. */
export function SelectField({ form, property, label, options, disabled }: FieldProps & { options: readonly Option[]; disabled?: boolean }) {
  const list = options.map(optionOf);
  const value = form.values[property];
  return (
    <Select
      label={label}
      data={list.map((o) => ({ value: String(o.value), label: o.label }))}
      value={value === undefined || value === '' ? null : String(value)}
      onChange={(v) => {
        const chosen = list.find((o) => String(o.value) === v);
        form.onChange({ [property]: chosen ? chosen.value : '' });
      }}
      error={errorOf(form, property)}
      disabled={disabled || form.locked(property)}
      allowDeselect={false}
      comboboxProps={closedListUnmounted}
    />
  );
}

/** A number; an emptied field is sent as '' so the domain answers 'This field is required'. */
export function NumberField({ form, property, label, decimalScale = 0 }: FieldProps & { decimalScale?: number }) {
  const value = form.values[property];
  return (
    <NumberInput
      label={label}
      value={value === undefined ? '' : value}
      onChange={(v) => form.onChange({ [property]: v === '' ? '' : Number(v) })}
      decimalScale={decimalScale}
      allowNegative={false}
      error={errorOf(form, property)}
      disabled={form.locked(property)}
    />
  );
}

/** The custom colour's RAL code (§4: editable only when Custom is chosen). */
export function RalField({ form, property, editable }: { form: ModificationFormProps; property: string; editable: boolean }) {
  const value = form.values[property];
  return (
    <TextInput
      label="RAL Code"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => form.onChange({ [property]: event.currentTarget.value })}
      error={errorOf(form, property)}
      disabled={!editable || form.locked(property)}
      maxLength={8}
    />
  );
}
