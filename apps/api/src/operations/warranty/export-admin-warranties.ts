import { ZAdminWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { adminWarrantyExportColumns } from '../../modules/warranty/warranty-export-columns';
import { defineListExport } from '../list-export';
import { listAdminWarranties } from './list-admin-warranties';

/** GET /api/admin/warranties/export: every dealer's warranty requests the filters match, as CSV or Excel, newest first. */
export const exportAdminWarranties = defineListExport({
  list: listAdminWarranties,
  query: ZAdminWarrantiesInput,
  path: '/api/admin/warranties/export',
  operationId: 'exportAdminWarranties',
  summary: 'Every dealer’s warranty requests the filters match (administrators), as CSV or an Excel workbook, newest first',
  fileName: 'warranties',
  columns: adminWarrantyExportColumns,
  page: (services, _caller, filters, window) => services.warranty.adminList({ ...filters, ...window }),
});
