import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useShownChoice } from '../../../shared/list/shown-choice';

/** A labelled segmented choice kept in the address: it shows the clicked value at once (shared/list/shown-choice). */
export function SpeedChoice({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (next: string) => void;
}) {
  const id = useId();
  const [shown, show] = useShownChoice(value);
  return (
    <Stack gap={1}>
      <Input.Label id={id}>{label}</Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        data={data}
        value={shown}
        onChange={(next) => {
          show(next);
          onChange(next);
        }}
      />
    </Stack>
  );
}
