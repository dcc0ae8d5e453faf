import { ZAdminTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { adminTicketExportColumns } from '../../modules/tickets/ticket-export-columns';
import { defineListExport } from '../list-export';
import { listAdminTickets } from './list-admin-tickets';

/** GET /api/admin/tickets/export: every dealer's tickets the filters match, as CSV or Excel, newest change first. */
export const exportAdminTickets = defineListExport({
  list: listAdminTickets,
  query: ZAdminTicketsInput,
  path: '/api/admin/tickets/export',
  operationId: 'exportAdminTickets',
  summary: 'Every dealer’s tickets the filters match (administrators), as CSV or an Excel workbook, newest change first',
  fileName: 'tickets',
  columns: adminTicketExportColumns,
  page: (services, _caller, filters, window) => services.tickets.adminList({ ...filters, ...window }),
});
