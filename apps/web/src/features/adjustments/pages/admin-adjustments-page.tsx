import { Group, Loader, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentStatuses, adjustmentStatusLabel, type AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import { ListPage } from '../../../shared/list/list-page';
import { useListSort } from '../../../shared/list/sort';
import { useAdminAdjustments } from '../api/use-admin-adjustments';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { AdjustmentsTable, type AdjustmentSortColumn } from '../components/adjustments-table';

const pageSize = adjustmentLimits.adminPageSize;
const listPath = '/admin/adjustments';
/** Spec §9: a typed filter applies 1 second after typing stops, as the other admin lists. */
const filterDelayMs = 1000;

const statusOptions = adjustmentStatuses.map((status) => ({ value: status, label: adjustmentStatusLabel(status, 'reviewer') }));

/**
 * Spec §2 /admin/adjustments: every adjustment, by status and by part of its name or its order's name
 * (the server's filter), sorted and paged; /admin/adjustments/{id} opens one.
 */
export function AdminAdjustmentsPage() {
  // /…/adjustments/{id}: the list stays, the adjustment's dialog on top; closing it comes back to the list.
  const { id: openId } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<AdjustmentStatus | null>(null);
  const [typed, setTyped] = useState('');
  const [filter] = useDebouncedValue(typed.trim(), filterDelayMs);
  const [offset, setOffset] = useState(0);
  const { sort, onSort } = useListSort<AdjustmentSortColumn>({ orderBy: 'createdAt', sortOrder: 'desc' }, () => setOffset(0));
  // A new text filter starts at the first page (adjusted during render, not in an effect).
  const [offsetFilter, setOffsetFilter] = useState(filter);
  if (offsetFilter !== filter) {
    setOffsetFilter(filter);
    setOffset(0);
  }
  const adjustments = useAdminAdjustments({ ...(status ? { status } : {}), ...(filter ? { filter } : {}), ...sort, offset, limit: pageSize });
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
            onChange={(value) => {
              setStatus(value as AdjustmentStatus | null);
              setOffset(0);
            }}
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
          openPath={(id) => `${listPath}/${id}`}
        />
      )}
    >
      {openId && <AdjustmentDialog key={openId} adjustmentId={openId} viewer="reviewer" onClose={() => void navigate(listPath)} />}
    </ListPage>
  );
}
