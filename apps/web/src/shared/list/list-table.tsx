import { ActionIcon, Group, Table, Text, UnstyledButton, useMatches, type MantineBreakpoint } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { CrowdedDaysProvider } from './list-date';
import type { SortState } from './sort';

export interface ListColumn<T, S extends string = never> {
  label: string;
  /** Shown on a phone too (the others from the sm breakpoint). */
  phone?: true;
  /** The server's sort column: the header sorts the list by it. */
  sort?: S;
  /** The cells' least width (a field in them). */
  miw?: number;
  cell: (row: T) => ReactNode;
}

/** The last column: the row's buttons, at its right end. */
export interface ListActions<T> {
  cell: (row: T) => ReactNode;
  /** The header reads "Actions"; otherwise only a screen reader hears it. */
  titled?: boolean;
  /** A phone leaves the column out (a column's link opens the row there). */
  hiddenOnPhone?: boolean;
}

export interface ListTableProps<T, S extends string> {
  rows: T[];
  columns: ListColumn<T, S>[];
  /** Said in the table when it has no rows. */
  empty: string;
  /**
   * The table scrolls sideways below this width. A table with phone columns fits them on a phone
   * instead (the width applies from sm); one without shows every column and scrolls at every width.
   */
  minWidth: number;
  /** The list's order and what a sortable header's click asks for. */
  sort?: SortState<S> & { onSort: (column: S) => void };
  actions?: ListActions<T> | undefined;
  /** A first column whose button opens the row's details in a full-width row under it. */
  expand?: { label: (row: T) => string; content: (row: T) => ReactNode };
  striped?: boolean;
  /** Rows lighten under the pointer (true unless said). */
  highlightOnHover?: boolean;
  /** With maxHeight: the header stays while the rows scroll. */
  stickyHeader?: boolean;
  maxHeight?: number;
  /** Names the scrolling viewport, which then takes focus: keyboard users scroll a table with nothing focusable sideways (WCAG 2.1.1). */
  region?: string;
  /** The times a row's dates (<ListDate>) show: a day the rows share more than once shows the times too. */
  dates?: (row: T) => (string | null | undefined)[];
}

/** Spec §2 lists: one table for every list of the app (columns, sortable headers, expandable rows, actions, the empty line). */
export function ListTable<T extends { _id: string }, S extends string = never>({
  rows,
  columns,
  empty,
  minWidth,
  sort,
  actions,
  expand,
  striped,
  highlightOnHover = true,
  stickyHeader,
  maxHeight,
  region,
  dates,
}: ListTableProps<T, S>) {
  const phoneLayout = columns.some((column) => column.phone);
  const scrollWidth = useMatches({ base: phoneLayout ? 0 : minWidth, sm: minWidth });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const from = (phone: boolean | undefined): MantineBreakpoint | undefined => (phoneLayout && !phone ? 'sm' : undefined);
  const actionsFrom = actions?.hiddenOnPhone ? 'sm' : undefined;
  const width = columns.length + (expand ? 1 : 0) + (actions ? 1 : 0);

  return (
    <CrowdedDaysProvider times={dates ? rows.flatMap(dates) : []}>
      <Table.ScrollContainer
        minWidth={scrollWidth}
        maxHeight={maxHeight}
        scrollAreaProps={region ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': region } } : undefined}
      >
        <Table striped={striped} highlightOnHover={highlightOnHover} stickyHeader={stickyHeader} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {expand && <Table.Th w={40} aria-label="Details" />}
              {columns.map(({ label, phone, sort: column }) =>
                sort && column ? (
                  <SortableHeader
                    key={label}
                    active={sort.orderBy === column}
                    direction={sort.sortOrder}
                    onSort={() => sort.onSort(column)}
                    visibleFrom={from(phone)}
                  >
                    {label}
                  </SortableHeader>
                ) : (
                  <Table.Th key={label} visibleFrom={from(phone)}>
                    {label}
                  </Table.Th>
                ),
              )}
              {actions && (
                <Table.Th aria-label={actions.titled ? undefined : 'Actions'} visibleFrom={actionsFrom}>
                  {actions.titled && 'Actions'}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={width}>
                  <Text c="dimmed" ta="center" py="md">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => {
              const open = expanded.has(row._id);
              return (
                <Fragment key={row._id}>
                  <Table.Tr>
                    {expand && (
                      <Table.Td>
                        <ExpandButton expanded={open} label={expand.label(row)} onToggle={() => toggle(row._id)} />
                      </Table.Td>
                    )}
                    {columns.map(({ label, phone, miw, cell }) => (
                      <Table.Td key={label} visibleFrom={from(phone)} miw={miw}>
                        {cell(row)}
                      </Table.Td>
                    ))}
                    {actions && (
                      <Table.Td visibleFrom={actionsFrom}>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          {actions.cell(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                  {expand && open && (
                    <Table.Tr>
                      <Table.Td colSpan={width} bg="var(--mantine-color-gray-0)">
                        {expand.content(row)}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </CrowdedDaysProvider>
  );
}

interface SortableHeaderProps {
  children: ReactNode;
  active: boolean;
  direction: 'asc' | 'desc';
  onSort: () => void;
  visibleFrom: MantineBreakpoint | undefined;
}

function SortableHeader({ children, active, direction, onSort, visibleFrom }: SortableHeaderProps) {
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

function ExpandButton({ expanded, label, onToggle }: { expanded: boolean; label: string; onToggle: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${label}`}>
      <span aria-hidden>{expanded ? '▾' : '▸'}</span>
    </ActionIcon>
  );
}
