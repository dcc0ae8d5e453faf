import { Anchor, Button, Group, Table, Text, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { adjustmentSortColumns } from '@portal/domain/adjustments/adjustment-schemas';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { AdjustmentStatusBadge } from './adjustment-status-badge';

export type AdjustmentSortColumn = (typeof adjustmentSortColumns)[number];
export interface AdjustmentSort {
  orderBy: AdjustmentSortColumn;
  sortOrder: 'asc' | 'desc';
}

/** Spec §2 (adjustments): lists read 'MMM d, yyyy' (Nov 5, 2026), in the viewer's time zone. */
const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export function formatAdjustmentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : listDate.format(date);
}

const itemsText = (n: number, kind: string) => `${n} ${kind}`;

interface Column {
  label: string;
  sort?: AdjustmentSortColumn;
  /** Shown on a phone too (the others from the sm breakpoint). */
  phone?: true;
  cell: (row: TAdjustmentListItem) => ReactNode;
}

export interface AdjustmentsTableProps {
  rows: TAdjustmentListItem[];
  role: AdjustmentRole;
  sort: AdjustmentSort;
  onSort: (column: AdjustmentSortColumn) => void;
  empty: string;
  /** Where a row opens: /account/adjustments/{id} or /admin/adjustments/{id}. */
  openPath: (id: string) => string;
  /** The page's own actions after Open (the requester's view-order and delete). */
  actions?: (row: TAdjustmentListItem) => ReactNode;
  /** Under the name on a phone: what the actions column has no room for. */
  phoneExtra?: (row: TAdjustmentListItem) => ReactNode;
}

/**
 * Spec §2 adjustment lists: Date Created, Name, Status, Warranty Items, Reorder Items, Actions.
 * A phone keeps the name (a link that opens it, the date and counts under it), the status and
 * the actions; the table scrolls sideways from sm below 760 px.
 */
export function AdjustmentsTable({ rows, role, sort, onSort, empty, openPath, actions, phoneExtra }: AdjustmentsTableProps) {
  const minWidth = useMatches({ base: 0, sm: 760 });
  const columns: Column[] = [
    { label: 'Date Created', sort: 'createdAt', cell: (a) => formatAdjustmentDate(a.createdAt) },
    {
      label: 'Name',
      sort: 'description',
      phone: true,
      cell: (a) => (
        <>
          <Anchor component={Link} to={openPath(a._id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.description}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {formatAdjustmentDate(a.createdAt)} · {itemsText(a.warrantyIssuesCount, 'warranty')} · {itemsText(a.reorderIssuesCount, 'reorder')}
          </Text>
          {phoneExtra?.(a)}
        </>
      ),
    },
    { label: 'Status', sort: 'status', phone: true, cell: (a) => <AdjustmentStatusBadge status={a.status} role={role} /> },
    { label: 'Warranty Items', cell: (a) => a.warrantyIssuesCount },
    { label: 'Reorder Items', cell: (a) => a.reorderIssuesCount },
  ];

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label, sort: column, phone }) =>
              column ? (
                <SortableHeader key={label} active={sort.orderBy === column} direction={sort.sortOrder} onSort={() => onSort(column)} visibleFrom={phone ? undefined : 'sm'}>
                  {label}
                </SortableHeader>
              ) : (
                <Table.Th key={label} visibleFrom={phone ? undefined : 'sm'}>
                  {label}
                </Table.Th>
              ),
            )}
            {/* Without the page's own actions a phone has nothing there: its name link opens the row. */}
            <Table.Th visibleFrom={actions ? undefined : 'sm'}>Actions</Table.Th>
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
              <Table.Td visibleFrom={actions ? undefined : 'sm'}>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  {/* Phones open it through its name. */}
                  <Button component={Link} to={openPath(row._id)} size="compact-sm" variant="light" aria-label={`Open ${row.description}`} visibleFrom="sm">
                    Open
                  </Button>
                  {actions?.(row)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
