import { TextInput } from '@mantine/core';

interface Props {
  label?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A RAL colour: 4 digits; e, E, . and + are blocked as typed (spec §5), anything else non-digit is dropped. */
export function RalInput({ label = 'RAL Color', value, error, onChange }: Props) {
  return (
    <TextInput
      label={label}
      placeholder="4 digits"
      inputMode="numeric"
      maxLength={4}
      value={value}
      error={error}
      onKeyDown={(event) => {
        if (['e', 'E', '.', '+'].includes(event.key)) event.preventDefault();
      }}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D+/g, '').slice(0, 4))}
      withAsterisk
    />
  );
}
