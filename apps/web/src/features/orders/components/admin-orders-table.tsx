import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { adminOrderSortColumns } from '@portal/domain/orders/order-schemas';
import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { ListDate } from '../../../shared/list/list-date';
import type { ListColumn } from '../../../shared/list/list-table';
import type { SortState } from '../../../shared/list/sort';
import { displayOrderName, orderMoney } from '../order-format';
import { storeLinkFor } from '../../../shared/routing/store-link';
import type { RowActions } from '../row-actions';
import { OrderStatusBadge } from './order-status-badge';
import { ErpSyncBadge } from './erp-sync-badge';
import { shipsByHand } from '@portal/domain/erp-sync/erp-sync';
import { useShellConfig } from '../../../shared/api/use-shell-config';
import { OrdersTable } from './orders-table';

export type AdminSortColumn = (typeof adminOrderSortColumns)[number];

export interface AdminOrdersTableProps {
  orders: OrderView[];
  sort: SortState<AdminSortColumn>;
  onSort: (column: AdminSortColumn) => void;
  onShip: (order: OrderView) => void;
  onDelete: (id: string) => void;
  busyIds: ReadonlySet<string>;
  /** More actions of a row, from app/ (the adjustments' Adjust): features do not import each other. */
  rowActions?: RowActions | undefined;
}

/** Every administrator sees and processes every order (the domain's predicates decide what is offered). */
const staff: OrderViewer = { userId: '', isAdmin: true, customerId: null };

/** The columns in order; a phone shows the order (with its dealer), status (with the sales order's state once approved) and total. */
const columns: ListColumn<OrderView, AdminSortColumn>[] = [
  { sort: 'createdAt', label: 'Created', cell: (order) => <ListDate iso={order.createdAt} /> },
  { sort: 'updatedAt', label: 'Updated', cell: (order) => <ListDate iso={order.updatedAt} /> },
  {
    sort: 'dealer',
    label: 'Dealer',
    cell: (order) => (
      <>
        <Text size="sm" fw={500}>
          {order.userDetails.bc_customer_displayName ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {order.userDetails.userName}
        </Text>
      </>
    ),
  },
  {
    sort: 'orderName',
    label: 'Order',
    phone: true,
    cell: (order) => (
      <>
        <Anchor component={Link} to={storeLinkFor(order._id)} size="sm">
          {displayOrderName(order.orderName)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {order.portalNumber}
          {order.orderNumber && ` · #${order.orderNumber}`}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {order.userDetails.bc_customer_displayName ?? '—'} · <ListDate iso={order.updatedAt} />
        </Text>
      </>
    ),
  },
  {
    sort: 'status',
    label: 'Status',
    phone: true,
    cell: (order) => (
      <Stack gap={4} align="flex-start">
        <OrderStatusBadge status={order.status} />
        <ErpSyncBadge status={order.erpSync.status} />
      </Stack>
    ),
  },
  { sort: 'totalPrice', label: 'Total', phone: true, cell: (order) => orderMoney(order, order.totalsCents.totalPrice) },
];

export function AdminOrdersTable({ onShip, busyIds, ...props }: AdminOrdersTableProps) {
  // Until the configuration is read, as with the sample ERP: the server refuses what Business Central ships.
  const erp = useShellConfig().data?.erp ?? 'sample';
  return (
    <OrdersTable
      {...props}
      columns={columns}
      viewer={staff}
      audience="admin"
      busyIds={busyIds}
      firstAction={(order) =>
        can('ship', staff, subjectOfView(order)) &&
        shipsByHand(erp, order.erpSync.status) && (
          <Button size="compact-sm" variant="light" onClick={() => onShip(order)} disabled={busyIds.has(order._id)} aria-label={`Ship ${order.orderName}`}>
            Ship
          </Button>
        )
      }
    />
  );
}
