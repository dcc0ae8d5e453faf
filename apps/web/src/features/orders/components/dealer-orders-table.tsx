import { Anchor, Box, Button, Group, Table, Text, useMatches } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { dealerOrderSortColumns } from '@portal/domain/orders/order-schemas';
import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatListDate } from '../../../shared/format/dates';
import { displayOrderName, orderMoney, storeLinkFor } from '../order-format';
import type { RowActions } from '../row-actions';
import type { SortState } from '../sort-state';
import { useExpandedRows } from '../use-expanded-rows';
import { DeleteOrderButton } from './delete-order-button';
import { ExpandButton } from './expand-button';
import { OrderDetails } from './order-details';
import { OrderFilesButton } from './order-files-dialog';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { OrderStatusBadge } from './order-status-badge';

export type DealerSortColumn = (typeof dealerOrderSortColumns)[number];

export interface DealerOrdersTableProps {
  orders: OrderView[];
  sort: SortState<DealerSortColumn>;
  onSort: (column: DealerSortColumn) => void;
  onDelete: (id: string) => void;
  busyIds: ReadonlySet<string>;
  /** More actions of a row, from app/ (the adjustments' Adjust): features do not import each other. */
  rowActions?: RowActions | undefined;
  /** Who looks: Edit and Delete are offered only where the domain's predicates allow them. */
  viewer: OrderViewer;
}

/** The columns in order; a phone shows the order name (with its dates), total and status. */
const columns: { column: DealerSortColumn; label: string; phone?: true; cell: (order: OrderView) => ReactNode }[] = [
  { column: 'createdAt', label: 'Created', cell: (order) => formatListDate(order.createdAt) },
  {
    column: 'orderName',
    label: 'Order Name',
    phone: true,
    cell: (order) => (
      <>
        <Anchor component={Link} to={storeLinkFor(order._id)} size="sm">
          {displayOrderName(order.orderName)}
        </Anchor>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {formatListDate(order.createdAt)}
          {order.shippingDate ? ` · shipped ${formatListDate(order.shippingDate)}` : ''}
        </Text>
      </>
    ),
  },
  { column: 'orderNumber', label: 'Order Number', cell: (order) => order.orderNumber || '—' },
  { column: 'totalPrice', label: 'Total', phone: true, cell: (order) => orderMoney(order, order.totalsCents.totalPrice) },
  { column: 'updatedAt', label: 'Updated', cell: (order) => formatListDate(order.updatedAt) },
  { column: 'status', label: 'Status', phone: true, cell: (order) => <OrderStatusBadge status={order.status} /> },
  { column: 'shippingDate', label: 'Ship Date', cell: (order) => formatListDate(order.shippingDate) },
];

export function DealerOrdersTable({ rowActions, orders, sort, onSort, onDelete, busyIds, viewer }: DealerOrdersTableProps) {
  const { isExpanded, toggle } = useExpandedRows();
  const columnCount = columns.length + 2;
  const minWidth = useMatches({ base: 0, sm: 960 });

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} aria-label="Details" />
            {columns.map(({ column, label, phone }) => (
              <SortableHeader key={column} active={sort.orderBy === column} direction={sort.sortOrder} onSort={() => onSort(column)} visibleFrom={phone ? undefined : 'sm'}>
                {label}
              </SortableHeader>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center">
                  No orders found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {orders.map((order) => {
            const open = isExpanded(order._id);
            const draft = can('edit', viewer, subjectOfView(order));
            return (
              <Fragment key={order._id}>
                <Table.Tr>
                  <Table.Td>
                    <ExpandButton expanded={open} label={order.orderName} onToggle={() => toggle(order._id)} />
                  </Table.Td>
                  {columns.map(({ column, phone, cell }) => (
                    <Table.Td key={column} visibleFrom={phone ? undefined : 'sm'}>
                      {cell(order)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {/* Phones open the order through its name. */}
                      <Button component={Link} to={storeLinkFor(order._id)} size="compact-sm" variant="light" aria-label={`${draft ? 'Edit' : 'View'} ${order.orderName}`} visibleFrom="sm">
                        {draft ? 'Edit' : 'View'}
                      </Button>
                      {/* Phones find it in the opened row: the actions column has no room. */}
                      <OrderFilesButton order={order} viewer={viewer} visibleFrom="sm" />
                      {rowActions && <Box visibleFrom="sm">{rowActions(order)}</Box>}
                      {can('delete', viewer, subjectOfView(order)) && <DeleteOrderButton order={order} disabled={busyIds.has(order._id)} onConfirm={() => onDelete(order._id)} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
                      <Group hiddenFrom="sm" mb="xs">
                        <OrderFilesButton order={order} viewer={viewer} />
                        {rowActions?.(order)}
                      </Group>
                      <OrderDetails order={order} audience="dealer" />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
