import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { warrantyStatuses, type WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import { errorMessage } from '../../../shared/api/api-error';
import { ListFooter } from '../../../shared/ui/list-footer';
import { StatusDealerFilters, useStatusDealerFilters } from '../../../shared/ui/status-dealer-filters';
import { useAdminWarranties } from '../api/use-admin-warranties';
import { EditWarrantyDialog } from '../components/edit-warranty-dialog';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

const pageSize = warrantyLimits.adminPageSize;
const columns = [warrantyColumns.created, warrantyColumns.updated, warrantyColumns.items, warrantyColumns.dealer, warrantyColumns.portalUser, warrantyColumns.status];

/** Spec §2 Warranty lists (/admin/warranties): every dealer's requests, 50 a page, filters by status and dealer name, view and edit dialogs. */
export function AdminWarrantiesPage() {
  const list = useStatusDealerFilters<WarrantyStatus>();
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const warranties = useAdminWarranties({ ...list.query, limit: pageSize });

  return (
    <Stack>
      <StatusDealerFilters statuses={warrantyStatuses} {...list.fields} busy={warranties.isFetching} />
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
            empty={list.filtered ? 'No warranty requests match these filters.' : 'No dealer has filed a warranty request yet.'}
            onView={setViewing}
            onEdit={setEditing}
          />
          <ListFooter offset={list.offset} pageSize={pageSize} total={warranties.data.total} count={warranties.data.items.length} noun="warranty requests" onOffset={list.setOffset} />
        </>
      )}
      <WarrantyViewDialog warrantyId={viewing} onClose={() => setViewing(null)} />
      <EditWarrantyDialog warrantyId={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
