import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { warrantyStatuses } from '@portal/domain/warranty/warranty-status';
import { Group } from '@mantine/core';
import { ExportMenu } from '../../../shared/list/export-menu';
import { ListPage } from '../../../shared/list/list-page';
import { StatusDealerFilters, useStatusDealerFilters } from '../../../shared/ui/status-dealer-filters';
import { useAdminWarranties } from '../api/use-admin-warranties';
import { EditWarrantyDialog } from '../components/edit-warranty-dialog';
import { useWarrantyDialogParam } from '../components/warranty-dialog-param';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

const pageSize = warrantyLimits.adminPageSize;
const columns = [
  warrantyColumns.created,
  warrantyColumns.updated,
  warrantyColumns.items,
  warrantyColumns.dealer,
  warrantyColumns.portalUser,
  warrantyColumns.status,
];

/** Spec §2 Warranty lists (/admin/warranties): every dealer's requests, 50 a page, filters by status and dealer name, view and edit dialogs. */
export function AdminWarrantiesPage() {
  const list = useStatusDealerFilters(warrantyStatuses, pageSize);
  const dialog = useWarrantyDialogParam({ withEdit: true });
  const warranties = useAdminWarranties({ ...list.query, limit: pageSize });
  const { offset: _offset, ...filters } = list.query;

  return (
    <ListPage
      filters={
        <Group justify="space-between" align="flex-end">
          <StatusDealerFilters statuses={warrantyStatuses} {...list.fields} busy={warranties.isFetching} />
          <ExportMenu listPath="/api/admin/warranties" query={filters} noun="warranty requests" />
        </Group>
      }
      list={warranties}
      noun="warranty requests"
      offset={list.offset}
      pageSize={pageSize}
      onOffset={list.setOffset}
      table={(items) => (
        <WarrantiesTable
          warranties={items}
          columns={columns}
          empty={list.filtered ? 'No warranty requests match these filters.' : 'No dealer has filed a warranty request yet.'}
          onView={dialog.view}
          onEdit={dialog.edit}
        />
      )}
    >
      <WarrantyViewDialog warrantyId={dialog.viewing} onClose={dialog.close} />
      <EditWarrantyDialog warrantyId={dialog.editing} onClose={dialog.close} />
    </ListPage>
  );
}
