import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import type { ExportColumn } from '../list-exports/export-columns';

/**
 * The reviewers' adjustment list's columns in its order (apps/web/src/features/adjustments):
 * Date Created, Name (and its order's number and name), Dealer (and its portal user), Status,
 * Warranty Items, Reorder Items.
 */
export const adminAdjustmentExportColumns: ExportColumn<TAdjustmentListItem>[] = [
  { header: 'Date Created', kind: 'date', value: (a) => a.createdAt },
  { header: 'Name', value: (a) => a.description },
  { header: 'Order Portal Number', value: (a) => a.order.portalNumber },
  { header: 'Order Name', value: (a) => a.order.orderName },
  { header: 'Dealer', value: (a) => a.dealer.customerName },
  { header: 'Portal User', value: (a) => a.dealer.userName },
  { header: 'Status', value: (a) => a.status },
  { header: 'Warranty Items', kind: 'count', value: (a) => a.warrantyIssuesCount },
  { header: 'Reorder Items', kind: 'count', value: (a) => a.reorderIssuesCount },
];
