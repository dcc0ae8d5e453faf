import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { dealerOrderSortColumns } from '@portal/domain/orders/order-schemas';
import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatListDate } from '../../../shared/format/dates';
import { ListDate } from '../../../shared/list/list-date';
import type { ListColumn } from '../../../shared/list/list-table';
import type { SortState } from '../../../shared/list/sort';
import { displayOrderName, orderMoney } from '../order-format';
import { storeLinkFor } from '../../../shared/routing/store-link';
import type { RowActions } from '../row-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrdersTable } from './orders-table';

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
  /** False for a team's viewer (issue 32), who has no store: the order opens in its row's details only. */
  opensInStore?: boolean;
}

/** The columns in order; a phone shows the order name (with its dates), total and status. */
const columnsOf = (opensInStore: boolean): ListColumn<OrderView, DealerSortColumn>[] => [
  { sort: 'createdAt', label: 'Created', cell: (order) => <ListDate iso={order.createdAt} /> },
  {
    sort: 'orderName',
    label: 'Order Name',
    phone: true,
    cell: (order) => (
      <>
        {opensInStore ? (
          <Anchor component={Link} to={storeLinkFor(order._id)} size="sm">
            {displayOrderName(order.orderName)}
          </Anchor>
        ) : (
          <Text size="sm">{displayOrderName(order.orderName)}</Text>
        )}
        <Text size="xs" c="dimmed">
          {order.portalNumber}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          <ListDate iso={order.createdAt} />
          {order.shippingDate ? ` · shipped ${formatListDate(order.shippingDate)}` : ''}
        </Text>
      </>
    ),
  },
  { sort: 'orderNumber', label: 'Order Number', cell: (order) => order.orderNumber || '—' },
  { sort: 'totalPrice', label: 'Total', phone: true, cell: (order) => orderMoney(order, order.totalsCents.totalPrice) },
  { sort: 'updatedAt', label: 'Updated', cell: (order) => <ListDate iso={order.updatedAt} /> },
  { sort: 'status', label: 'Status', phone: true, cell: (order) => <OrderStatusBadge status={order.status} /> },
  { sort: 'shippingDate', label: 'Ship Date', cell: (order) => formatListDate(order.shippingDate) },
];

const storeColumns = columnsOf(true);
const readOnlyColumns = columnsOf(false);

export function DealerOrdersTable(props: DealerOrdersTableProps) {
  const { viewer, opensInStore = true } = props;
  return (
    <OrdersTable
      {...props}
      columns={opensInStore ? storeColumns : readOnlyColumns}
      audience="dealer"
      firstAction={(order) => {
        if (!opensInStore) return null;
        const draft = can('edit', viewer, subjectOfView(order));
        return (
          // Phones open the order through its name.
          <Button
            component={Link}
            to={storeLinkFor(order._id)}
            size="compact-sm"
            variant="light"
            aria-label={`${draft ? 'Edit' : 'View'} ${order.orderName}`}
            visibleFrom="sm"
          >
            {draft ? 'Edit' : 'View'}
          </Button>
        );
      }}
    />
  );
}
