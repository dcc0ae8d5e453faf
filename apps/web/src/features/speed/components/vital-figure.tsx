import { Stack, Text } from '@mantine/core';
import { missesTarget } from '@portal/domain/vitals/vitals-figures';
import type { VitalName } from '@portal/domain/vitals/vitals-schemas';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { formatVital, overTarget } from '../vitals-format';

/** One week's p75 of one metric with how many values it is of; a p75 over its target says so in words, not in colour alone. */
export function VitalFigure({ name, p75, count }: { name: VitalName; p75: number | null; count: number }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600}>
        {formatVital(name, p75)}
      </Text>
      <Text size="xs" c="dimmed">
        n = {count}
      </Text>
      {missesTarget(name, p75) && <StatusBadge color="red" label={overTarget(name)} />}
    </Stack>
  );
}
