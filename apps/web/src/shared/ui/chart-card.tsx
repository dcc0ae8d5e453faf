import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart's card (the dashboard's figures, the Speed page's chart): its heading, a line saying what
 * it counts, then the chart or the numbers. A landmark named by `label`, else by its heading.
 */
export function ChartCard({ title, note, label, children }: { title: string; note: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={label ?? title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {note}
      </Text>
      {children}
    </Paper>
  );
}
