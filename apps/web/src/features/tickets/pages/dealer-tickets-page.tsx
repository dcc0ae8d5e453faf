import { Button } from '@mantine/core';
import { useState } from 'react';
import { ticketViewerOf, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { ticketStatuses } from '@portal/domain/tickets/ticket-status';
import { useSession } from '../../../shared/session/use-session';
import { ListPage } from '../../../shared/list/list-page';
import { useListSearch } from '../../../shared/list/list-params';
import { ScopeFilters, useListScope } from '../../../shared/ui/scope-radio';
import { useDealerTickets } from '../api/use-dealer-tickets';
import { EditTicketDialog } from '../components/edit-ticket-dialog';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { TicketCounts } from '../components/ticket-counts';
import { useTicketDialogParam } from '../components/ticket-dialog-param';
import { TicketViewDialog } from '../components/ticket-view-dialog';
import { ticketColumns, TicketsTable } from '../components/tickets-table';

const signedOut: TicketViewer = { userId: '', isAdmin: false, customerId: null };

const mineColumns = [ticketColumns.number, ticketColumns.type, ticketColumns.status, ticketColumns.replies, ticketColumns.created, ticketColumns.updated];
const teamColumns = [
  ticketColumns.number,
  ticketColumns.filedBy,
  ticketColumns.type,
  ticketColumns.status,
  ticketColumns.replies,
  ticketColumns.created,
  ticketColumns.updated,
];

/** Spec §2 Tickets, the Tickets tab of /account: my or my team's tickets, the counts per status, and the new, edit and view dialogs. */
export function DealerTicketsPage() {
  const { scope, changeScope, offset, setOffset } = useListScope(ticketLimits.dealerPageSize);
  const search = useListSearch();
  const [creating, setCreating] = useState(false);
  const dialog = useTicketDialogParam({ withEdit: true });
  const tickets = useDealerTickets({ scope, offset, ...(search.q ? { search: search.q } : {}) });
  const user = useSession();

  return (
    <ListPage
      filters={
        <>
          <ScopeFilters
            value={scope}
            onChange={changeScope}
            label="Tickets to show"
            mine="My Tickets"
            team="Team Tickets"
            busy={tickets.isFetching}
            search={{ label: 'Search tickets', placeholder: 'Number, subject or message', value: search.typed, onChange: search.setTyped }}
          >
            <Button onClick={() => setCreating(true)}>New Ticket</Button>
          </ScopeFilters>
          {tickets.data && <TicketCounts counts={tickets.data.counts} order={ticketStatuses} />}
        </>
      }
      list={tickets}
      noun="tickets"
      offset={offset}
      pageSize={ticketLimits.dealerPageSize}
      onOffset={setOffset}
      table={(items) => (
        <TicketsTable
          tickets={items}
          columns={scope === 'team' ? teamColumns : mineColumns}
          viewer={user ? ticketViewerOf(user) : signedOut}
          empty={
            search.q
              ? 'No tickets match this search.'
              : scope === 'team'
                ? 'Your team has no tickets yet.'
                : 'You have no tickets yet. Use New Ticket to ask for help or send feedback.'
          }
          onView={dialog.view}
          onEdit={dialog.edit}
        />
      )}
    >
      <NewTicketDialog opened={creating} onClose={() => setCreating(false)} />
      <EditTicketDialog ticketId={dialog.editing} onClose={dialog.close} onNotEditable={dialog.viewInstead} />
      <TicketViewDialog ticketId={dialog.viewing} onClose={dialog.close} />
    </ListPage>
  );
}
