import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { partMessages } from '@portal/domain/configuration/parts/part-config';

interface Props {
  label: string;
  /** The quantity charged: what the field shows whenever the dealer is not typing a new valid one. */
  value: number;
  /** The order's most of one part line (its configured limit). */
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** Why the typed quantity is not charged, or undefined when it is. */
function problemOf(text: string, max: number): string | undefined {
  if (!/^\d{1,4}$/.test(text.trim()) || Number(text) < 1) return partMessages.quantity;
  return Number(text) > max ? orderLimitMessages.quantity(max) : undefined;
}

/**
 * A cart part's quantity (portal.md §5: at least 1; at most the order limit). A blank, zero,
 * non-number or too large entry says why and charges nothing new: the line keeps its last valid
 * quantity, and the field shows it again when left.
 */
export function PartQuantityInput({ label, value, max, disabled, onChange }: Props) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const error = text === null ? undefined : problemOf(text, max);
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
        if (!problemOf(next, max)) onChange(Number(next));
      }}
      onBlur={() => setText(null)}
    />
  );
}
