import { ZAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import { passedCaller } from '../../http/require-user';
import { adminOrderExportColumns } from '../../modules/orders/order-export-columns';
import { defineListExport } from '../list-export';
import { listAdminOrders } from './list-admin-orders';

/** GET /api/admin/orders/export: the administrators' order list as CSV or Excel, with its filters and sort. */
export const exportAdminOrders = defineListExport({
  list: listAdminOrders,
  query: ZAdminOrdersInput,
  path: '/api/admin/orders/export',
  operationId: 'exportAdminOrders',
  summary: 'Every dealer order the filters match (administrators), as CSV or an Excel workbook, in the list’s order',
  fileName: 'orders',
  columns: adminOrderExportColumns,
  page: (services, caller, filters, window) => services.orders.adminExportRows(passedCaller(caller), { ...filters, ...window }),
});
