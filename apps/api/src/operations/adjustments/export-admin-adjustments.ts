import { ZAdminAdjustmentsQuery } from '@portal/domain/adjustments/adjustment-schemas';
import { adminAdjustmentExportColumns } from '../../modules/adjustments/adjustment-export-columns';
import { defineListExport } from '../list-export';
import { listAdminAdjustments } from './list-admin-adjustments';

/** GET /api/admin/adjustments/export: every adjustment the filters match, as CSV or Excel (404 while adjustments are off, as the list). */
export const exportAdminAdjustments = defineListExport({
  list: listAdminAdjustments,
  query: ZAdminAdjustmentsQuery,
  path: '/api/admin/adjustments/export',
  operationId: 'exportAdminAdjustments',
  summary: 'Every order adjustment the filters match (administrators), as CSV or an Excel workbook, in the list’s order',
  fileName: 'adjustments',
  columns: adminAdjustmentExportColumns,
  page: (services, caller, filters, window) => services.adjustments.adminList(caller, { ...filters, ...window }),
});
