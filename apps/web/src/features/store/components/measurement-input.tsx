import { Group, NumberInput } from '@mantine/core';
import { LazySelect } from '../../../shared/ui/lazy-select';
import { fractionLabel } from '@portal/domain/configuration/screen/screen-options';

interface Props {
  label: string;
  inches: number;
  fraction: number;
  fractions: readonly number[];
  min: number;
  max: number;
  fractionDisabled?: boolean;
  error?: string | undefined;
  onInches: (inches: number) => void;
  onFraction: (fraction: number) => void;
}

/** Whole inches plus a fraction select (eighths for widths, quarters for drops). */
export function MeasurementInput({ label, inches, fraction, fractions, min, max, fractionDisabled, error, onInches, onFraction }: Props) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={`${label} (in)`}
        value={Number.isFinite(inches) ? inches : ''}
        onChange={(v) => onInches(typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v))}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={error}
        style={{ flex: 1 }}
      />
      <LazySelect
        label="Fraction"
        aria-label={`${label} fraction`}
        data={fractions.map((f) => ({ value: String(f), label: fractionLabel(f) }))}
        value={String(fraction)}
        onChange={(v) => onFraction(v === null ? 0 : Number(v))}
        allowDeselect={false}
        disabled={fractionDisabled}
        w={90}
      />
    </Group>
  );
}
