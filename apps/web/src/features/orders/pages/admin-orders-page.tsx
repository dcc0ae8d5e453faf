import { Checkbox, Group, Input, Loader, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { adminOrderSortColumns, adminPageSizes, adminStatusFilters, type TAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import { erpSyncLabels, erpSyncStatuses, type ErpSyncStatus } from '@portal/domain/erp-sync/erp-sync';
import { ExportMenu } from '../../../shared/list/export-menu';
import { ListPage } from '../../../shared/list/list-page';
import { oneOf, offsetOf, pageChange, useListParams, useListSearch } from '../../../shared/list/list-params';
import { useShownChoice } from '../../../shared/list/shown-choice';
import { useListSort } from '../../../shared/list/sort';
import { useAdminOrders } from '../api/use-admin-orders';
import { useDeleteOrder } from '../api/use-delete-order';
import { useShipOrder } from '../api/use-ship-order';
import { AdminOrdersTable, type AdminSortColumn } from '../components/admin-orders-table';
import { ShipOrderDialog } from '../components/ship-order-dialog';
import type { RowActions } from '../row-actions';

const defaultPageSize = 50;

type StatusFilter = NonNullable<TAdminOrdersInput['status']>;
type CurrencyFilter = NonNullable<TAdminOrdersInput['currency']>;

/** Spec §2 filter labels; 'all' sends no filter. */
const statusOptions: { value: StatusFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'SUBMITTED,APPROVED', label: 'Submitted & Approved' },
  { value: 'Shipped', label: 'Shipped' },
  { value: 'REJECTED', label: 'Rejected' },
];
const currencyOptions: { value: CurrencyFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'USD', label: 'USD' },
  { value: 'CAD', label: 'CAD' },
];
const erpSyncOptions: { value: ErpSyncStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...erpSyncStatuses.map((value) => ({ value, label: erpSyncLabels[value] })),
];
const pageSizeOptions = adminPageSizes.map((size) => String(size));
const currencies = ['USD', 'CAD'] as const;

/** Spec §2 Admin order list (/admin/orders). */
export function AdminOrdersPage({ rowActions }: { rowActions?: RowActions } = {}) {
  // The filters, page size, sort and page live in the address (?currency=&status=&erpSync=&late=&q=&size=&sort=&dir=&page=).
  const { params, update } = useListParams();
  const currency: CurrencyFilter | 'all' = oneOf(params.get('currency'), currencies, 'all');
  const [shownCurrency, showCurrency] = useShownChoice<string>(currency);
  const status: StatusFilter | 'all' = oneOf(params.get('status'), adminStatusFilters, 'all');
  const erpSync: ErpSyncStatus | 'all' = oneOf(params.get('erpSync'), erpSyncStatuses, 'all');
  const late = params.get('late') === 'true';
  const { q: filter, typed: dealerText, setTyped: setDealerText } = useListSearch();
  const pageSize = Number(oneOf(params.get('size'), pageSizeOptions, String(defaultPageSize)));
  const offset = offsetOf(params, pageSize);
  const setOffset = (next: number) => update(pageChange(next, pageSize));
  const { sort, onSort } = useListSort<AdminSortColumn>({ orderBy: 'updatedAt', sortOrder: 'desc' }, adminOrderSortColumns);

  // What the list shows, whatever the page: the export's query too.
  const filters = {
    filter: filter || undefined,
    status: status === 'all' ? undefined : status,
    currency: currency === 'all' ? undefined : currency,
    erpSync: erpSync === 'all' ? undefined : erpSync,
    late: late || undefined,
    ...sort,
  };
  const orders = useAdminOrders({ ...filters, offset, limit: pageSize });
  const deleteOrder = useDeleteOrder();
  const shipOrder = useShipOrder();
  const [shipping, setShipping] = useState<OrderView | null>(null);

  const busyIds = new Set<string>();
  if (deleteOrder.isPending && deleteOrder.variables) busyIds.add(deleteOrder.variables.id);
  if (shipOrder.isPending && shipOrder.variables) busyIds.add(shipOrder.variables.id);

  const closeShip = () => {
    setShipping(null);
    shipOrder.reset();
  };

  return (
    <ListPage
      filters={
        <>
          <Group align="flex-end" wrap="wrap">
            {/* Gap 1 puts its label level with the other fields' labels (with 4 it sat 3 px higher). */}
            <Stack gap={1}>
              <Input.Label id="order-currency-label">Order currency</Input.Label>
              <SegmentedControl
                aria-labelledby="order-currency-label"
                data={currencyOptions}
                value={shownCurrency}
                onChange={(value) => {
                  showCurrency(value);
                  update({ currency: value === 'all' ? null : value, page: null });
                }}
              />
            </Stack>
            <Select
              label="Order status"
              data={statusOptions}
              value={status}
              onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
              allowDeselect={false}
              w={220}
            />
            <Select
              label="Business Central"
              data={erpSyncOptions}
              value={erpSync}
              onChange={(value) => update({ erpSync: value === 'all' ? null : value, page: null })}
              allowDeselect={false}
              w={200}
            />
            <Checkbox
              label="Late only"
              description="Promised date passed, not shipped"
              checked={late}
              onChange={(event) => update({ late: event.currentTarget.checked ? 'true' : null, page: null })}
              mb={4}
            />
            <TextInput
              label="Dealer name"
              placeholder="Dealer, person or order P-000123"
              value={dealerText}
              onChange={(event) => setDealerText(event.currentTarget.value)}
              maxLength={100}
              w={260}
            />
            <Select
              label="Orders per page"
              data={pageSizeOptions}
              value={String(pageSize)}
              onChange={(value) => update({ size: value === String(defaultPageSize) ? null : value, page: null })}
              allowDeselect={false}
              w={140}
            />
            {orders.isFetching && <Loader size="xs" mb={8} />}
            <ExportMenu listPath="/api/admin/orders" query={filters} noun="orders" />
          </Group>
          <Text size="sm" c="dimmed">
            Only Draft or Rejected orders can be deleted.
          </Text>
        </>
      }
      list={orders}
      noun="orders"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => (
        <AdminOrdersTable
          rowActions={rowActions}
          orders={items}
          sort={sort}
          onSort={onSort}
          onShip={setShipping}
          onDelete={(id) => deleteOrder.mutate({ id })}
          busyIds={busyIds}
        />
      )}
    >
      <ShipOrderDialog
        order={shipping}
        onClose={closeShip}
        onShip={(input) => shipOrder.mutate(input, { onSuccess: closeShip })}
        pending={shipOrder.isPending}
        error={shipOrder.error}
      />
    </ListPage>
  );
}
