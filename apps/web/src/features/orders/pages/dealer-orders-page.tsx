import { orderViewerOf, type OrderViewer } from '@portal/domain/orders/order-actions';
import { dealerOrderSortColumns } from '@portal/domain/orders/order-schemas';
import { canSeeStore } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/use-session';
import { ExportMenu } from '../../../shared/list/export-menu';
import { ListPage } from '../../../shared/list/list-page';
import { useListSearch } from '../../../shared/list/list-params';
import { useListSort } from '../../../shared/list/sort';
import { ScopeFilters, useListScope } from '../../../shared/ui/scope-radio';
import { useDealerOrders } from '../api/use-dealer-orders';
import { useDeleteOrder } from '../api/use-delete-order';
import { DealerOrdersTable, type DealerSortColumn } from '../components/dealer-orders-table';
import type { RowActions } from '../row-actions';

/** Before the session is read: a viewer offered nothing. */
const signedOut: OrderViewer = { userId: '', isAdmin: false, customerId: null };

/** Spec §9: my and team orders, 25 per page. */
const pageSize = 25;

/** Spec §2 Dealer order list (the Orders tab of /account). */
export function DealerOrdersPage({ rowActions }: { rowActions?: RowActions } = {}) {
  const { scope, changeScope, offset, setOffset } = useListScope(pageSize);
  const { sort, onSort } = useListSort<DealerSortColumn>({ orderBy: 'updatedAt', sortOrder: 'desc' }, dealerOrderSortColumns);
  const search = useListSearch();
  const filters = { ...(search.q ? { search: search.q } : {}), ...sort };
  const orders = useDealerOrders({ scope, ...filters, offset, limit: pageSize });
  const deleteOrder = useDeleteOrder();
  const user = useSession();

  const busyIds = new Set<string>();
  if (deleteOrder.isPending && deleteOrder.variables) busyIds.add(deleteOrder.variables.id);

  return (
    <ListPage
      filters={
        <ScopeFilters
          value={scope}
          onChange={changeScope}
          label="Orders to show"
          mine="My Orders"
          team="Team Orders"
          busy={orders.isFetching}
          search={{ label: 'Search orders', placeholder: 'Order name or number', value: search.typed, onChange: search.setTyped }}
        >
          {/* The REST paths name the scope: /api/orders/myorders, /api/orders/teamorders. */}
          <ExportMenu listPath={scope === 'team' ? '/api/orders/teamorders' : '/api/orders/myorders'} query={filters} noun="orders" />
        </ScopeFilters>
      }
      list={orders}
      noun="orders"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => (
        <DealerOrdersTable
          // A team's viewer (issue 32) reads the orders: no adjustment, no quote (both need the store).
          rowActions={canSeeStore(user) ? rowActions : undefined}
          opensInStore={canSeeStore(user)}
          orders={items}
          sort={sort}
          onSort={onSort}
          onDelete={(id) => deleteOrder.mutate({ id })}
          busyIds={busyIds}
          viewer={user ? orderViewerOf(user) : signedOut}
        />
      )}
    />
  );
}
