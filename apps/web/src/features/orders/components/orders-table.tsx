import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import type { SortState } from '../../../shared/list/sort';
import type { RowActions } from '../row-actions';
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
  return (
    <ListTable
      rows={orders}
      columns={columns}
      empty="No orders found"
      minWidth={960}
      sort={{ ...sort, onSort }}
      expand={{
        label: (order) => order.orderName,
        content: (order) => (
          <>
            <Group hiddenFrom="sm" mb="xs">
              <OrderFilesButton order={order} viewer={viewer} />
              {rowActions?.(order)}
            </Group>
            <OrderDetails order={order} audience={audience} />
          </>
        ),
      }}
      actions={{
        cell: (order) => (
          <>
            {firstAction(order)}
            {/* Phones find it in the opened row: the actions column has no room. */}
            <OrderFilesButton order={order} viewer={viewer} visibleFrom="sm" />
            {rowActions && <Box visibleFrom="sm">{rowActions(order)}</Box>}
            {can('delete', viewer, subjectOfView(order)) && (
              <DeleteOrderButton order={order} disabled={busyIds.has(order._id)} onConfirm={() => onDelete(order._id)} />
            )}
          </>
        ),
      }}
    />
  );
}
