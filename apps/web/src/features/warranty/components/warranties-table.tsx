import { Anchor, Button, Group, Table, Text, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { formatListDate } from '../warranty-format';
import { WarrantyStatusBadge } from './warranty-status-badge';

interface Column {
  label: string;
  /** Shown on a phone too (the others from the sm breakpoint). */
  phone?: true;
  cell: (warranty: WarrantyView) => ReactNode;
}

export const warrantyColumns = {
  placed: { label: 'Date Placed', cell: (w) => formatListDate(w.createdAt) },
  created: { label: 'Created', cell: (w) => formatListDate(w.createdAt) },
  updated: { label: 'Updated', cell: (w) => formatListDate(w.updatedAt) },
  dateUpdated: { label: 'Date Updated', cell: (w) => formatListDate(w.updatedAt) },
  status: { label: 'Status', phone: true, cell: (w) => <WarrantyStatusBadge status={w.warrantyStatus} /> },
  items: { label: 'Items', cell: (w) => w.itemsCount },
  filedBy: { label: 'Filed by', cell: (w) => w.userDetails.userName },
  dealer: { label: 'Dealer', cell: (w) => w.userDetails.bc_customer_displayName ?? w.userDetails.bc_customer_id ?? '—' },
  portalUser: { label: 'Portal User', cell: (w) => w.userDetails.userName },
} satisfies Record<string, Column>;

/** The request's number and order open it (on a phone, the only way); the date and item count sit under it there. */
const requestColumn = (onView: (id: string) => void): Column => ({
  label: 'Request',
  phone: true,
  cell: (w) => (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => onView(w._id)} ta="left" style={{ overflowWrap: 'anywhere' }}>
        {w.warrantyId} · {w.orderName}
      </Anchor>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {formatListDate(w.createdAt)} · {w.itemsCount} {w.itemsCount === 1 ? 'item' : 'items'}
      </Text>
    </>
  ),
});

export interface WarrantiesTableProps {
  warranties: WarrantyView[];
  columns: Column[];
  empty: string;
  onView: (id: string) => void;
  onEdit?: (id: string) => void;
}

/** Spec §2 Warranty lists: one table for the dealer and admin lists; the columns are the page's. */
export function WarrantiesTable({ warranties, columns, empty, onView, onEdit }: WarrantiesTableProps) {
  const minWidth = useMatches({ base: 0, sm: 760 });
  const all = [requestColumn(onView), ...columns];
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {all.map(({ label, phone }) => (
              <Table.Th key={label} visibleFrom={phone ? undefined : 'sm'}>
                {label}
              </Table.Th>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {warranties.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={all.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {warranties.map((w) => (
            <Table.Tr key={w._id}>
              {all.map(({ label, phone, cell }) => (
                <Table.Td key={label} visibleFrom={phone ? undefined : 'sm'}>
                  {cell(w)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button size="compact-sm" variant="light" aria-label={`View ${w.warrantyId}`} onClick={() => onView(w._id)} visibleFrom="sm">
                    View
                  </Button>
                  {onEdit && (
                    <Button size="compact-sm" variant="default" aria-label={`Edit ${w.warrantyId}`} onClick={() => onEdit(w._id)}>
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
