import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { adminOrderSortColumns } from '@portal/domain/orders/order-schemas';
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

export type AdminSortColumn = (typeof adminOrderSortColumns)[number];

export interface AdminOrdersTableProps {
  orders: OrderView[];
  sort: SortState<AdminSortColumn>;
  onSort: (column: AdminSortColumn) => void;
  onShip: (order: OrderView) => void;
  onDelete: (id: string) => void;
  busyIds: ReadonlySet<string>;
}

/** Spec §4: shipping is offered only for an APPROVED order with no quote ids. */
export const canShip = (order: Pick<OrderView, 'status' | 'quoteId'>) => order.status === 'APPROVED' && order.quoteId.length === 0;

const columns: { column: AdminSortColumn; label: string }[] = [
  { column: 'createdAt', label: 'Created' },
  { column: 'updatedAt', label: 'Updated' },
  { column: 'dealer', label: 'Dealer' },
  { column: 'orderName', label: 'Order' },
  { column: 'status', label: 'Status' },
  { column: 'totalPrice', label: 'Total' },
];

export function AdminOrdersTable({ orders, sort, onSort, onShip, onDelete, busyIds }: AdminOrdersTableProps) {
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
            const busy = busyIds.has(order._id);
            return (
              <Fragment key={order._id}>
                <Table.Tr>
                  <Table.Td>
                    <ExpandButton expanded={open} label={order.orderName} onToggle={() => toggle(order._id)} />
                  </Table.Td>
                  <Table.Td>{formatListDate(order.createdAt)}</Table.Td>
                  <Table.Td>{formatListDate(order.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {order.userDetails.bc_customer_displayName ?? '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.userDetails.userName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={storeLinkFor(order._id)} size="sm">
                      {displayOrderName(order.orderName)}
                    </Anchor>
                    {order.orderNumber && (
                      <Text size="xs" c="dimmed">
                        #{order.orderNumber}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>{orderMoney(order, order.totalsCents.totalPrice)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {canShip(order) && (
                        <Button size="compact-sm" variant="light" onClick={() => onShip(order)} disabled={busy} aria-label={`Ship ${order.orderName}`}>
                          Ship
                        </Button>
                      )}
                      {isDeletable(order.status) && <DeleteOrderButton order={order} disabled={busy} onConfirm={() => onDelete(order._id)} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
                      <OrderDetails order={order} audience="admin" />
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
