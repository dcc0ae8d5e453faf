import { Group, Table, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  active: boolean;
  direction: 'asc' | 'desc';
  onSort: () => void;
  /** Hidden below this width (a column phones leave out). */
  visibleFrom?: MantineBreakpoint | undefined;
}

export function SortableHeader({ children, active, direction, onSort, visibleFrom }: Props) {
  const arrow = active ? (direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'} visibleFrom={visibleFrom}>
      <UnstyledButton onClick={onSort} w="100%">
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Text size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
            {arrow}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
