import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import type { ExportColumn } from '../list-exports/export-columns';

/**
 * The administrators' warranty list's columns in its order (apps/web/src/features/warranty):
 * Request (its number, and its order's number and name), Created, Updated, Items, Dealer, Portal User, Status.
 */
export const adminWarrantyExportColumns: ExportColumn<WarrantyView>[] = [
  { header: 'Request', value: (w) => w.warrantyId },
  { header: 'Order Portal Number', value: (w) => w.orderPortalNumber },
  { header: 'Order Name', value: (w) => w.orderName },
  { header: 'Created', kind: 'date', value: (w) => w.createdAt },
  { header: 'Updated', kind: 'date', value: (w) => w.updatedAt },
  { header: 'Items', kind: 'count', value: (w) => w.itemsCount },
  { header: 'Dealer', value: (w) => w.userDetails.bc_customer_displayName ?? w.userDetails.bc_customer_id },
  { header: 'Portal User', value: (w) => w.userDetails.userName },
  { header: 'Status', value: (w) => w.warrantyStatus },
];
