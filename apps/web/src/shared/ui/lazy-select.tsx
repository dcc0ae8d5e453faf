import { ComboboxChevron, getOptionsLockup, getParsedComboboxData, Select, TextInput, type SelectProps } from '@mantine/core';
import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * A Mantine Select that first paints as the closed field it looks like, then becomes the real
 * Select in a transition right after the first paint (or at once when focused). Each Select
 * registers its positioning (floating-ui) during React's commit and re-renders synchronously
 * there: fifteen on the screen form held the store's first paint back by about half a second on
 * a phone (docs/decisions/web.md, Page speed).
 */
export function LazySelect(props: SelectProps) {
  const [real, setReal] = useState(false);
  useEffect(() => startTransition(() => setReal(true)), []);
  const shown = useMemo(() => {
    if (props.value === null || props.value === undefined) return '';
    return getOptionsLockup(getParsedComboboxData(props.data))[props.value]?.label ?? '';
  }, [props.data, props.value]);
  if (real) return <Select {...props} />;
  const { label, placeholder, error, withAsterisk, disabled, w, style, className, size, description, required } = props;
  return (
    <TextInput
      readOnly
      label={label}
      description={description}
      placeholder={placeholder}
      value={shown}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      disabled={disabled}
      w={w}
      style={style}
      className={className}
      size={size}
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      onFocus={() => setReal(true)}
      styles={{ input: { cursor: 'pointer' } }}
    />
  );
}
