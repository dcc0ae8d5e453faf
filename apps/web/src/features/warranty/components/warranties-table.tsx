import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { ListDate } from '../../../shared/list/list-date';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import { openColumn, viewEditActions } from '../../../shared/list/open-row';
import { WarrantyStatusBadge } from './warranty-status-badge';

type Column = ListColumn<WarrantyView>;

export const warrantyColumns = {
  placed: { label: 'Date Placed', cell: (w) => <ListDate iso={w.createdAt} /> },
  created: { label: 'Created', cell: (w) => <ListDate iso={w.createdAt} /> },
  updated: { label: 'Updated', cell: (w) => <ListDate iso={w.updatedAt} /> },
  dateUpdated: { label: 'Date Updated', cell: (w) => <ListDate iso={w.updatedAt} /> },
  status: { label: 'Status', phone: true, cell: (w) => <WarrantyStatusBadge status={w.warrantyStatus} /> },
  items: { label: 'Items', cell: (w) => w.itemsCount },
  filedBy: { label: 'Filed by', cell: (w) => w.userDetails.userName },
  dealer: { label: 'Dealer', cell: (w) => w.userDetails.bc_customer_displayName ?? w.userDetails.bc_customer_id ?? '—' },
  portalUser: { label: 'Portal User', cell: (w) => w.userDetails.userName },
} satisfies Record<string, Column>;

export interface WarrantiesTableProps {
  warranties: WarrantyView[];
  columns: Column[];
  empty: string;
  onView: (id: string) => void;
  onEdit?: (id: string) => void;
}

/**
 * Spec §2 Warranty lists: one table for the dealer and admin lists; the columns are the page's. The
 * request's number and order open it; the date and item count sit under it on a phone.
 */
export function WarrantiesTable({ warranties, columns, empty, onView, onEdit }: WarrantiesTableProps) {
  const request = openColumn<WarrantyView>({
    label: 'Request',
    name: (w) => (
      <>
        {w.warrantyId} · {w.orderPortalNumber} {w.orderName}
      </>
    ),
    phoneDetail: (w) => (
      <>
        <ListDate iso={w.createdAt} /> · {w.itemsCount} {w.itemsCount === 1 ? 'item' : 'items'}
      </>
    ),
    onOpen: onView,
  });
  return (
    <ListTable
      rows={warranties}
      columns={[request, ...columns]}
      empty={empty}
      minWidth={760}
      dates={(w) => [w.createdAt, w.updatedAt]}
      actions={viewEditActions<WarrantyView>({ nameOf: (w) => w.warrantyId, onView, onEdit })}
    />
  );
}
