import { Button, Group, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { dealerOrderSortColumns } from '@portal/domain/orders/order-schemas';
import { isDeletable } from '@portal/domain/orders/order-status';
import type { OrderView } from '@portal/domain/orders/order-view';
import { displayOrderName, formatListDate, orderMoney, storeLinkFor } from '../order-format';
import type { SortState } from '../sort-state';
import { useExpandedRows } from '../use-expanded-rows';
import { DeleteOrderButton } from './delete-order-button';
import { ExpandButton } from './expand-button';
import { OrderDetails } from './order-details';
import { SortableHeader } from '../../../shared/ui/sortable-header';
import { StatusBadge } from './status-badge';

export type DealerSortColumn = (typeof dealerOrderSortColumns)[number];

export interface DealerOrdersTableProps {
  orders: OrderView[];
  sort: SortState<DealerSortColumn>;
  onSort: (column: DealerSortColumn) => void;
  onDelete: (id: string) => void;
  busyIds: ReadonlySet<string>;
}

const columns: { column: DealerSortColumn; label: string }[] = [
  { column: 'createdAt', label: 'Created' },
  { column: 'orderName', label: 'Order Name' },
  { column: 'orderNumber', label: 'Order Number' },
  { column: 'totalPrice', label: 'Total' },
  { column: 'updatedAt', label: 'Updated' },
  { column: 'status', label: 'Status' },
  { column: 'shippingDate', label: 'Ship Date' },
];

export function DealerOrdersTable({ orders, sort, onSort, onDelete, busyIds }: DealerOrdersTableProps) {
  const { isExpanded, toggle } = useExpandedRows();
  const columnCount = columns.length + 2;

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} aria-label="Details" />
            {columns.map(({ column, label }) => (
              <SortableHeader key={column} active={sort.orderBy === column} direction={sort.sortOrder} onSort={() => onSort(column)}>
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
            const draft = order.status === 'DRAFT';
            return (
              <Fragment key={order._id}>
                <Table.Tr>
                  <Table.Td>
                    <ExpandButton expanded={open} label={order.orderName} onToggle={() => toggle(order._id)} />
                  </Table.Td>
                  <Table.Td>{formatListDate(order.createdAt)}</Table.Td>
                  <Table.Td>{displayOrderName(order.orderName)}</Table.Td>
                  <Table.Td>{order.orderNumber || '—'}</Table.Td>
                  <Table.Td>{orderMoney(order, order.totalsCents.totalPrice)}</Table.Td>
                  <Table.Td>{formatListDate(order.updatedAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>{formatListDate(order.shippingDate)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button component={Link} to={storeLinkFor(order._id)} size="compact-sm" variant="light" aria-label={`${draft ? 'Edit' : 'View'} ${order.orderName}`}>
                        {draft ? 'Edit' : 'View'}
                      </Button>
                      {isDeletable(order.status) && <DeleteOrderButton order={order} disabled={busyIds.has(order._id)} onConfirm={() => onDelete(order._id)} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
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
