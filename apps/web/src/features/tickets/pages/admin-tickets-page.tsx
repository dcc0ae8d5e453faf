import { Alert, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ticketViewerOf, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { adminTicketStatusFilters, type AdminTicketStatusFilter } from '@portal/domain/tickets/ticket-schemas';
import type { AdminTicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useAdminTickets } from '../api/use-admin-tickets';
import { TicketCounts } from '../components/ticket-counts';
import { useOpenTicketParam } from '../components/ticket-dialog-param';
import { TicketListFooter } from '../components/ticket-list-footer';
import { TicketViewDialog } from '../components/ticket-view-dialog';
import { ticketColumns, TicketsTable } from '../components/tickets-table';
import { formatListDate } from '../ticket-format';

const signedOut: TicketViewer = { userId: '', isAdmin: true, customerId: null };
/** Spec §9: the dealer filter applies 1 second after typing stops. */
const filterDebounceMs = 1000;
const counts = ['New', 'In Progress', 'Open', 'Closed'] as const;
/** A phone sees the dealer and portal user under the name. */
const phoneDetail = (t: AdminTicketView) => `#${t.ticketId} · ${t.dealerName} · ${t.portalUser} · ${formatListDate(t.updatedAt)}`;
const columns = [ticketColumns.number, ticketColumns.dealer, ticketColumns.portalUser, ticketColumns.priceGroup, ticketColumns.type, ticketColumns.status, ticketColumns.created, ticketColumns.updated];

/** Spec §2 Tickets (/admin/tickets): every dealer's tickets, the counts, filters by status and dealer name; the view dialog holds the conversation, a reply box and the status. */
export function AdminTicketsPage() {
  const [status, setStatus] = useState<AdminTicketStatusFilter | null>(null);
  const [dealer, setDealer] = useState('');
  const [filter] = useDebouncedValue(dealer.trim(), filterDebounceMs);
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useOpenTicketParam();
  const tickets = useAdminTickets({ offset, limit: ticketLimits.adminPageSize, ...(status ? { status } : {}), ...(filter ? { filter } : {}) });
  const user = useSession();
  const filtered = status !== null || filter !== '';

  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label="Status"
          placeholder="All"
          data={[...adminTicketStatusFilters]}
          value={status}
          clearable
          onChange={(value) => {
            setStatus(value as AdminTicketStatusFilter | null);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label="Dealer name"
          value={dealer}
          maxLength={100}
          onChange={(e) => {
            setDealer(e.currentTarget.value);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        {tickets.isFetching && <Loader size="xs" />}
      </Group>
      {tickets.data && <TicketCounts counts={tickets.data.counts} order={counts} />}
      {tickets.isError && (
        <Alert color="red" title="Could not fetch tickets.">
          {errorMessage(tickets.error)}
        </Alert>
      )}
      {tickets.isPending && <Loader />}
      {tickets.data && (
        <>
          <TicketsTable tickets={tickets.data.items} columns={columns} viewer={user ? ticketViewerOf(user) : signedOut} empty={filtered ? 'No tickets match these filters.' : 'No dealer has filed a ticket yet.'} onView={setViewing} phoneDetail={phoneDetail} />
          <TicketListFooter offset={offset} pageSize={ticketLimits.adminPageSize} total={tickets.data.total} count={tickets.data.items.length} onOffset={setOffset} />
        </>
      )}
      <TicketViewDialog ticketId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
