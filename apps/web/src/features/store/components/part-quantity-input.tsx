import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { partMessages } from '@portal/domain/pricing/parts/part-config';

interface Props {
  label: string;
  /** The quantity charged: what the field shows whenever the dealer is not typing a new valid one. */
  value: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

const valid = (text: string) => /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1;

/**
 * A cart part's quantity (portal.md §5: at least 1). A blank, zero or non-number entry says
 * 'Please enter a quantity' and charges nothing new: the line keeps its last valid quantity, and
 * the field shows it again when left.
 */
export function PartQuantityInput({ label, value, disabled, onChange }: Props) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const error = text !== null && !valid(text) ? partMessages.quantity : undefined;
  return (
    <TextInput
      aria-label={label}
      size="xs"
      inputMode="numeric"
      maxLength={4}
      value={shown}
      disabled={disabled}
      error={error}
      styles={{ input: { textAlign: 'right', paddingInline: 6 }, error: { whiteSpace: 'normal', textAlign: 'right' } }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        if (valid(next)) onChange(Number(next));
      }}
      onBlur={() => setText(null)}
    />
  );
}
