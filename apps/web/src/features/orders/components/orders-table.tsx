import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import type { SortState } from '../../../shared/list/sort';
import type { RowActions } from '../row-actions';
import { CopyOrderButton } from './copy-order-dialog';
import { DeleteOrderButton } from './delete-order-button';
import { OrderDetails } from './order-details';
import { OrderFilesButton } from './order-files-dialog';

export interface OrdersTableProps<S extends string> {
  orders: OrderView[];
  /** Every column sorts; a phone shows those marked for it. */
  columns: ListColumn<OrderView, S>[];
  sort: SortState<S>;
  onSort: (column: S) => void;
  /** Who looks: Files, Delete and the details are offered as the domain's predicates allow. */
  viewer: OrderViewer;
  audience: 'admin' | 'dealer';
  /** The row's first action: the administrator's Ship, the dealer's Edit or View. */
  firstAction: (order: OrderView) => ReactNode;
  onDelete: (id: string) => void;
  busyIds: ReadonlySet<string>;
  /** More actions of a row, from app/ (the adjustments' Adjust): features do not import each other. */
  rowActions?: RowActions | undefined;
}

/** The times an order row shows: its creation and last change (a ship date has no time). */
const orderDates = (order: OrderView) => [order.createdAt, order.updatedAt];

/** Spec §2 order lists: a row opens into its details; Files and the row actions sit there on a phone. */
export function OrdersTable<S extends string>({
  orders,
  columns,
  sort,
  onSort,
  viewer,
  audience,
  firstAction,
  onDelete,
  busyIds,
  rowActions,
}: OrdersTableProps<S>) {
  // Dealers copy an order they see into a draft of their own (issue 29).
  const copyable = (order: OrderView) => audience === 'dealer' && can('copyOrder', viewer, subjectOfView(order));
  const deletable = (order: OrderView) => can('delete', viewer, subjectOfView(order));
  return (
    <ListTable
      rows={orders}
      columns={columns}
      empty="No orders found"
      minWidth={960}
      sort={{ ...sort, onSort }}
      dates={orderDates}
      expand={{
        label: (order) => order.orderName,
        content: (order) => (
          <>
            {/* A phone has no actions column (its width cut the opened row, issue 29): every action of the row is here. */}
            <Group hiddenFrom="sm" mb="xs" gap="xs">
              {firstAction(order)}
              <OrderFilesButton order={order} viewer={viewer} />
              {copyable(order) && <CopyOrderButton order={order} />}
              {rowActions?.(order)}
              {deletable(order) && <DeleteOrderButton order={order} disabled={busyIds.has(order._id)} onConfirm={() => onDelete(order._id)} />}
            </Group>
            <OrderDetails order={order} audience={audience} />
          </>
        ),
      }}
      actions={{
        hiddenOnPhone: true,
        cell: (order) => (
          <>
            {firstAction(order)}
            <OrderFilesButton order={order} viewer={viewer} visibleFrom="sm" />
            {copyable(order) && <CopyOrderButton order={order} visibleFrom="sm" />}
            {rowActions && <Box visibleFrom="sm">{rowActions(order)}</Box>}
            {deletable(order) && <DeleteOrderButton order={order} disabled={busyIds.has(order._id)} onConfirm={() => onDelete(order._id)} />}
          </>
        ),
      }}
    />
  );
}
