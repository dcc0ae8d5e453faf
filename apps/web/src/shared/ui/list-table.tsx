import { Button, Group, Table, Text, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListColumn<T> {
  label: string;
  /** Shown on a phone too (the others from the sm breakpoint). */
  phone?: true;
  cell: (row: T) => ReactNode;
}

interface ListTableProps<T> {
  rows: T[];
  columns: ListColumn<T>[];
  /** Said in the table when it has no rows. */
  empty: string;
  /** From sm up the table scrolls sideways below this width; a phone fits its few columns instead. */
  minWidth: number;
  /** The row as the View and Edit buttons name it to a screen reader. */
  nameOf: (row: T) => string;
  onView: (id: string) => void;
  /** An Edit button on each row `canEdit` allows (every row if it is not given). */
  onEdit?: (id: string) => void;
  canEdit?: (row: T) => boolean;
}

/** A list page's table: the columns, an empty line, and View (from sm: on a phone a column's link opens the row) and Edit buttons. */
export function ListTable<T extends { _id: string }>({ rows, columns, empty, minWidth, nameOf, onView, onEdit, canEdit = () => true }: ListTableProps<T>) {
  const scrollWidth = useMatches({ base: 0, sm: minWidth });
  return (
    <Table.ScrollContainer minWidth={scrollWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label, phone }) => (
              <Table.Th key={label} visibleFrom={phone ? undefined : 'sm'}>
                {label}
              </Table.Th>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              {columns.map(({ label, phone, cell }) => (
                <Table.Td key={label} visibleFrom={phone ? undefined : 'sm'}>
                  {cell(row)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button size="compact-sm" variant="light" aria-label={`View ${nameOf(row)}`} onClick={() => onView(row._id)} visibleFrom="sm">
                    View
                  </Button>
                  {onEdit && canEdit(row) && (
                    <Button size="compact-sm" variant="default" aria-label={`Edit ${nameOf(row)}`} onClick={() => onEdit(row._id)}>
                      Edit
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
