import { Group, Loader, Select, TextInput } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentSortColumns } from '@portal/domain/adjustments/adjustment-schemas';
import { adjustmentStatuses, adjustmentStatusLabel } from '@portal/domain/adjustments/adjustment-status';
import { ExportMenu } from '../../../shared/list/export-menu';
import { ListPage } from '../../../shared/list/list-page';
import { oneOf, offsetOf, pageChange, useListParams, useListSearch } from '../../../shared/list/list-params';
import { useListSort } from '../../../shared/list/sort';
import { useAdminAdjustments } from '../api/use-admin-adjustments';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { AdjustmentsTable, type AdjustmentSortColumn } from '../components/adjustments-table';

const pageSize = adjustmentLimits.adminPageSize;
const listPath = '/admin/adjustments';

const statusOptions = adjustmentStatuses.map((status) => ({ value: status, label: adjustmentStatusLabel(status, 'reviewer') }));

/**
 * Spec §2 /admin/adjustments: every adjustment, by status and by part of its name or its order's name
 * (the server's filter), sorted and paged; /admin/adjustments/{id} opens one.
 */
export function AdminAdjustmentsPage() {
  // /…/adjustments/{id}: the list stays, the adjustment's dialog on top; closing it comes back to the list.
  const { id: openId } = useParams();
  const navigate = useNavigate();
  // The filters, sort and page live in the address (?status=&q=&sort=&dir=&page=); they go with the
  // dialog's address and come back on closing it.
  const { search: listSearch } = useLocation();
  const { params, update } = useListParams();
  const status = oneOf(params.get('status'), adjustmentStatuses, null);
  const { q: filter, typed, setTyped } = useListSearch();
  const offset = offsetOf(params, pageSize);
  const setOffset = (next: number) => update(pageChange(next, pageSize));
  const { sort, onSort } = useListSort<AdjustmentSortColumn>({ orderBy: 'createdAt', sortOrder: 'desc' }, adjustmentSortColumns);
  const filters = { ...(status ? { status } : {}), ...(filter ? { filter } : {}), ...sort };
  const adjustments = useAdminAdjustments({ ...filters, offset, limit: pageSize });
  const filtered = status !== null || filter !== '';

  return (
    <ListPage
      filters={
        <Group align="flex-end">
          <Select
            label="Status"
            placeholder="All"
            data={statusOptions}
            value={status}
            clearable
            onChange={(value) => update({ status: value, page: null })}
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            label="Adjustment or order name"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          {adjustments.isFetching && <Loader size="xs" mb={8} />}
          <ExportMenu listPath="/api/admin/adjustments" query={filters} noun="order adjustments" />
        </Group>
      }
      list={adjustments}
      noun="order adjustments"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => (
        <AdjustmentsTable
          rows={items}
          role="reviewer"
          sort={sort}
          onSort={onSort}
          empty={filtered ? 'No order adjustments match these filters.' : 'No dealer has started an order adjustment yet.'}
          openPath={(id) => `${listPath}/${id}${listSearch}`}
        />
      )}
    >
      {openId && <AdjustmentDialog key={openId} adjustmentId={openId} viewer="reviewer" onClose={() => void navigate(`${listPath}${listSearch}`)} />}
    </ListPage>
  );
}
