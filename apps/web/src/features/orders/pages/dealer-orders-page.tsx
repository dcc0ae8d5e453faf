import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { orderViewerOf, type OrderViewer } from '@portal/domain/orders/order-actions';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { ListFooter } from '../../../shared/ui/list-footer';
import { ScopeRadio, useListScope } from '../../../shared/ui/scope-radio';
import { useDealerOrders } from '../api/use-dealer-orders';
import { useDeleteOrder } from '../api/use-delete-order';
import { DealerOrdersTable, type DealerSortColumn } from '../components/dealer-orders-table';
import type { RowActions } from '../row-actions';
import { nextSort, type SortState } from '../sort-state';

/** Before the session is read: a viewer offered nothing. */
const signedOut: OrderViewer = { userId: '', isAdmin: false, customerId: null };

/** Spec §9: my and team orders, 25 per page. */
const pageSize = 25;

/** Spec §2 Dealer order list (the Orders tab of /account). */
export function DealerOrdersPage({ rowActions }: { rowActions?: RowActions } = {}) {
  const { scope, changeScope, offset, setOffset } = useListScope();
  const [sort, setSort] = useState<SortState<DealerSortColumn>>({ orderBy: 'updatedAt', sortOrder: 'desc' });
  const orders = useDealerOrders({ scope, ...sort, offset, limit: pageSize });
  const deleteOrder = useDeleteOrder();
  const user = useSession();

  const busyIds = new Set<string>();
  if (deleteOrder.isPending && deleteOrder.variables) busyIds.add(deleteOrder.variables.id);

  return (
    <Stack>
      <Group justify="space-between">
        <ScopeRadio value={scope} onChange={changeScope} label="Orders to show" mine="My Orders" team="Team Orders" />
        {orders.isFetching && <Loader size="xs" />}
      </Group>
      {orders.isError && (
        <Alert color="red" title="Could not fetch orders.">
          {errorMessage(orders.error)}
        </Alert>
      )}
      {orders.isPending && <Loader />}
      {orders.data && (
        <>
          <DealerOrdersTable
            rowActions={rowActions}
            orders={orders.data.items}
            sort={sort}
            onSort={(column) => {
              setSort((current) => nextSort(current, column));
              setOffset(0);
            }}
            onDelete={(id) => deleteOrder.mutate({ id })}
            busyIds={busyIds}
            viewer={user ? orderViewerOf(user) : signedOut}
          />
          <ListFooter offset={offset} pageSize={pageSize} total={orders.data.total} count={orders.data.items.length} noun="orders" onOffset={setOffset} />
        </>
      )}
    </Stack>
  );
}
