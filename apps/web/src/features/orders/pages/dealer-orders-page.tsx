import { Alert, Group, Loader, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { orderViewerOf, type OrderViewer } from '@portal/domain/orders/order-actions';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useDealerOrders } from '../api/use-dealer-orders';
import { useDeleteOrder } from '../api/use-delete-order';
import { DealerOrdersTable, type DealerSortColumn } from '../components/dealer-orders-table';
import { ListFooter } from '../components/list-footer';
import { nextSort, type SortState } from '../sort-state';

/** Before the session is read: a viewer offered nothing. */
const signedOut: OrderViewer = { userId: '', isAdmin: false, customerId: null };

/** Spec §9: my and team orders, 25 per page. */
const pageSize = 25;
type Scope = 'mine' | 'team';

/** Spec §2 Dealer order list (the Orders tab of /account). */
export function DealerOrdersPage() {
  const [scope, setScope] = useState<Scope>('mine');
  const [sort, setSort] = useState<SortState<DealerSortColumn>>({ orderBy: 'updatedAt', sortOrder: 'desc' });
  const [offset, setOffset] = useState(0);
  const orders = useDealerOrders({ scope, ...sort, offset, limit: pageSize });
  const deleteOrder = useDeleteOrder();
  const user = useSession();

  const busyIds = new Set<string>();
  if (deleteOrder.isPending && deleteOrder.variables) busyIds.add(deleteOrder.variables.id);

  return (
    <Stack>
      <Group justify="space-between">
        <Radio.Group
          value={scope}
          onChange={(value) => {
            setScope(value as Scope);
            setOffset(0);
          }}
          aria-label="Orders to show"
        >
          <Group>
            <Radio value="mine" label="My Orders" />
            <Radio value="team" label="Team Orders" />
          </Group>
        </Radio.Group>
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
          <ListFooter offset={offset} pageSize={pageSize} total={orders.data.total} count={orders.data.items.length} onOffset={setOffset} />
        </>
      )}
    </Stack>
  );
}
