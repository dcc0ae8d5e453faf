import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure of the dashboard: its heading, a line saying what it counts, then the chart or the numbers. */
export function ChartCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
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
