import { Alert, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { warrantyStatuses, type WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import { errorMessage } from '../../../shared/api/api-error';
import { useAdminWarranties } from '../api/use-admin-warranties';
import { EditWarrantyDialog } from '../components/edit-warranty-dialog';
import { WarrantyListFooter } from '../components/warranty-list-footer';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

/** Spec §9: the dealer filter applies 1 second after typing stops. */
const filterDebounceMs = 1000;
const pageSize = warrantyLimits.adminPageSize;
const columns = [warrantyColumns.created, warrantyColumns.updated, warrantyColumns.items, warrantyColumns.dealer, warrantyColumns.portalUser, warrantyColumns.status];

/** Spec §2 Warranty lists (/admin/warranties): every dealer's requests, 50 a page, filters by status and dealer name, view and edit dialogs. */
export function AdminWarrantiesPage() {
  const [status, setStatus] = useState<WarrantyStatus | null>(null);
  const [dealer, setDealer] = useState('');
  const [filter] = useDebouncedValue(dealer.trim(), filterDebounceMs);
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const warranties = useAdminWarranties({ offset, limit: pageSize, ...(status ? { status } : {}), ...(filter ? { filter } : {}) });
  const filtered = status !== null || filter !== '';

  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label="Status"
          placeholder="All"
          data={[...warrantyStatuses]}
          value={status}
          clearable
          onChange={(value) => {
            setStatus(value as WarrantyStatus | null);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label="Dealer name"
          value={dealer}
          maxLength={100}
          onChange={(e) => {
            setDealer(e.currentTarget.value);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        {warranties.isFetching && <Loader size="xs" />}
      </Group>
      {warranties.isError && (
        <Alert color="red" title="Could not fetch warranty requests.">
          {errorMessage(warranties.error)}
        </Alert>
      )}
      {warranties.isPending && <Loader />}
      {warranties.data && (
        <>
          <WarrantiesTable
            warranties={warranties.data.items}
            columns={columns}
            empty={filtered ? 'No warranty requests match these filters.' : 'No dealer has filed a warranty request yet.'}
            onView={setViewing}
            onEdit={setEditing}
          />
          <WarrantyListFooter offset={offset} pageSize={pageSize} total={warranties.data.total} count={warranties.data.items.length} onOffset={setOffset} />
        </>
      )}
      <WarrantyViewDialog warrantyId={viewing} onClose={() => setViewing(null)} />
      <EditWarrantyDialog warrantyId={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
