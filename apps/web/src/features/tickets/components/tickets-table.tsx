import { canTicket, ticketSubjectOfView, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import type { AdminTicketView, TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { formatListDate } from '../../../shared/format/dates';
import { ListDate } from '../../../shared/list/list-date';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import { openColumn, viewEditActions } from '../../../shared/list/open-row';
import { TicketStatusBadge } from './ticket-status-badge';

export interface TicketsTableProps<T extends TicketView> {
  tickets: T[];
  columns: ListColumn<T>[];
  viewer: TicketViewer;
  empty: string;
  onView: (id: string) => void;
  onEdit?: (id: string) => void;
  /** What a phone shows under the name (the columns it hides); number, type and last change by default. */
  phoneDetail?: (ticket: T) => string;
}

/** The ticket name opens the conversation (on a phone, the only way); the date and type sit under it there. */
const defaultDetail = (ticket: TicketView) => `#${ticket.ticketId} · ${ticket.ticketType} · ${formatListDate(ticket.updatedAt)}`;

export const ticketColumns = {
  number: { label: '#', cell: (t: TicketView) => t.ticketId } satisfies ListColumn<TicketView>,
  type: { label: 'Type', cell: (t: TicketView) => t.ticketType } satisfies ListColumn<TicketView>,
  status: { label: 'Status', phone: true, cell: (t: TicketView) => <TicketStatusBadge status={t.ticketStatus} /> } satisfies ListColumn<TicketView>,
  replies: { label: 'Replies', cell: (t: TicketView) => t.replyCount } satisfies ListColumn<TicketView>,
  created: { label: 'Created', cell: (t: TicketView) => <ListDate iso={t.createdAt} /> } satisfies ListColumn<TicketView>,
  updated: { label: 'Updated', cell: (t: TicketView) => <ListDate iso={t.updatedAt} /> } satisfies ListColumn<TicketView>,
  filedBy: { label: 'Filed by', cell: (t: TicketView) => t.userDetails.userName } satisfies ListColumn<TicketView>,
  dealer: { label: 'Dealer', cell: (t: AdminTicketView) => t.dealerName } satisfies ListColumn<AdminTicketView>,
  portalUser: { label: 'Portal User', cell: (t: AdminTicketView) => t.portalUser } satisfies ListColumn<AdminTicketView>,
  priceGroup: { label: 'Price Group', cell: (t: AdminTicketView) => t.priceGroup ?? '—' } satisfies ListColumn<AdminTicketView>,
};

/** Spec §2 Tickets: one table for the dealer and admin lists; the columns are the page's. */
export function TicketsTable<T extends TicketView>({ tickets, columns, viewer, empty, onView, onEdit, phoneDetail = defaultDetail }: TicketsTableProps<T>) {
  const nameOf = (ticket: T) => ticket.ticketName;
  return (
    <ListTable
      rows={tickets}
      columns={[openColumn({ label: 'Name', name: nameOf, phoneDetail, onOpen: onView }), ...columns]}
      empty={empty}
      minWidth={860}
      dates={(ticket) => [ticket.createdAt, ticket.updatedAt]}
      actions={viewEditActions({ nameOf, onView, onEdit, canEdit: (ticket) => canTicket('edit', viewer, ticketSubjectOfView(ticket)) })}
    />
  );
}
