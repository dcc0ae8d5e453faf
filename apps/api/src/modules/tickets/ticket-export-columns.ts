import type { AdminTicketView } from '@portal/domain/tickets/ticket-view-schemas';
import type { ExportColumn } from '../list-exports/export-columns';

/**
 * The administrators' ticket list's columns in its order (apps/web/src/features/tickets): Name, #,
 * Dealer, Portal User, Price Group, Type, Status, Created, Updated.
 */
export const adminTicketExportColumns: ExportColumn<AdminTicketView>[] = [
  { header: 'Name', value: (t) => t.ticketName },
  { header: '#', kind: 'count', value: (t) => t.ticketId },
  { header: 'Dealer', value: (t) => t.dealerName },
  { header: 'Portal User', value: (t) => t.portalUser },
  { header: 'Price Group', value: (t) => t.priceGroup },
  { header: 'Type', value: (t) => t.ticketType },
  { header: 'Status', value: (t) => t.ticketStatus },
  { header: 'Created', kind: 'date', value: (t) => t.createdAt },
  { header: 'Updated', kind: 'date', value: (t) => t.updatedAt },
];
