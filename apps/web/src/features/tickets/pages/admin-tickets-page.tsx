import { ticketViewerOf, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { adminTicketStatusFilters } from '@portal/domain/tickets/ticket-schemas';
import type { AdminTicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { useSession } from '../../../shared/session/use-session';
import { Group } from '@mantine/core';
import { ExportMenu } from '../../../shared/list/export-menu';
import { ListPage } from '../../../shared/list/list-page';
import { StatusDealerFilters, useStatusDealerFilters } from '../../../shared/ui/status-dealer-filters';
import { useAdminTickets } from '../api/use-admin-tickets';
import { TicketCounts } from '../components/ticket-counts';
import { useTicketDialogParam } from '../components/ticket-dialog-param';
import { TicketViewDialog } from '../components/ticket-view-dialog';
import { ticketColumns, TicketsTable } from '../components/tickets-table';
import { formatListDate } from '../../../shared/format/dates';

const signedOut: TicketViewer = { userId: '', isAdmin: true, customerId: null };
const counts = ['New', 'In Progress', 'Open', 'Closed'] as const;
/** A phone sees the dealer and portal user under the name. */
const phoneDetail = (t: AdminTicketView) => `#${t.ticketId} · ${t.dealerName} · ${t.portalUser} · ${formatListDate(t.updatedAt)}`;
const columns = [
  ticketColumns.number,
  ticketColumns.dealer,
  ticketColumns.portalUser,
  ticketColumns.priceGroup,
  ticketColumns.type,
  ticketColumns.status,
  ticketColumns.created,
  ticketColumns.updated,
];

/**
 * Spec §2 Tickets (/admin/tickets): every dealer's tickets, the counts, filters by status and dealer
 * name; the view dialog holds the conversation, a reply box and the status.
 */
export function AdminTicketsPage() {
  const list = useStatusDealerFilters(adminTicketStatusFilters, ticketLimits.adminPageSize);
  const dialog = useTicketDialogParam();
  const tickets = useAdminTickets({ ...list.query, limit: ticketLimits.adminPageSize });
  const { offset: _offset, ...filters } = list.query;
  const user = useSession();

  return (
    <ListPage
      filters={
        <>
          <Group justify="space-between" align="flex-end">
            <StatusDealerFilters statuses={adminTicketStatusFilters} {...list.fields} busy={tickets.isFetching} />
            <ExportMenu listPath="/api/admin/tickets" query={filters} noun="tickets" />
          </Group>
          {tickets.data && <TicketCounts counts={tickets.data.counts} order={counts} />}
        </>
      }
      list={tickets}
      noun="tickets"
      offset={list.offset}
      pageSize={ticketLimits.adminPageSize}
      onOffset={list.setOffset}
      table={(items) => (
        <TicketsTable
          tickets={items}
          columns={columns}
          viewer={user ? ticketViewerOf(user) : signedOut}
          empty={list.filtered ? 'No tickets match these filters.' : 'No dealer has filed a ticket yet.'}
          onView={dialog.view}
          phoneDetail={phoneDetail}
        />
      )}
    >
      <TicketViewDialog ticketId={dialog.viewing} onClose={dialog.close} />
    </ListPage>
  );
}
