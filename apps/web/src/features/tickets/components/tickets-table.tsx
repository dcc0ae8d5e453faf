import { Anchor, Button, Group, Table, Text, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { canTicket, ticketSubjectOfView, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import type { AdminTicketView, TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { formatListDate } from '../ticket-format';
import { TicketStatusBadge } from './ticket-status-badge';

interface Column<T> {
  label: string;
  /** Shown on a phone too (the others from the sm breakpoint). */
  phone?: true;
  cell: (ticket: T) => ReactNode;
}

export interface TicketsTableProps<T extends TicketView> {
  tickets: T[];
  columns: Column<T>[];
  viewer: TicketViewer;
  empty: string;
  onView: (id: string) => void;
  onEdit?: (id: string) => void;
  /** What a phone shows under the name (the columns it hides); number, type and last change by default. */
  phoneDetail?: (ticket: T) => string;
}

/** The ticket name opens the conversation (on a phone, the only way); the date and type sit under it there. */
const defaultDetail = (ticket: TicketView) => `#${ticket.ticketId} · ${ticket.ticketType} · ${formatListDate(ticket.updatedAt)}`;

const nameColumn = <T extends TicketView>(onView: (id: string) => void, detail: (ticket: T) => string): Column<T> => ({
  label: 'Name',
  phone: true,
  cell: (ticket) => (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => onView(ticket._id)} ta="left" style={{ overflowWrap: 'anywhere' }}>
        {ticket.ticketName}
      </Anchor>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {detail(ticket)}
      </Text>
    </>
  ),
});

export const ticketColumns = {
  number: { label: '#', cell: (t: TicketView) => t.ticketId } satisfies Column<TicketView>,
  type: { label: 'Type', cell: (t: TicketView) => t.ticketType } satisfies Column<TicketView>,
  status: { label: 'Status', phone: true, cell: (t: TicketView) => <TicketStatusBadge status={t.ticketStatus} /> } satisfies Column<TicketView>,
  replies: { label: 'Replies', cell: (t: TicketView) => t.replyCount } satisfies Column<TicketView>,
  created: { label: 'Created', cell: (t: TicketView) => formatListDate(t.createdAt) } satisfies Column<TicketView>,
  updated: { label: 'Updated', cell: (t: TicketView) => formatListDate(t.updatedAt) } satisfies Column<TicketView>,
  filedBy: { label: 'Filed by', cell: (t: TicketView) => t.userDetails.userName } satisfies Column<TicketView>,
  dealer: { label: 'Dealer', cell: (t: AdminTicketView) => t.dealerName } satisfies Column<AdminTicketView>,
  portalUser: { label: 'Portal User', cell: (t: AdminTicketView) => t.portalUser } satisfies Column<AdminTicketView>,
  priceGroup: { label: 'Price Group', cell: (t: AdminTicketView) => t.priceGroup ?? '—' } satisfies Column<AdminTicketView>,
};

/** Spec §2 Tickets: one table for the dealer and admin lists; the columns are the page's. */
export function TicketsTable<T extends TicketView>({ tickets, columns, viewer, empty, onView, onEdit, phoneDetail = defaultDetail }: TicketsTableProps<T>) {
  const minWidth = useMatches({ base: 0, sm: 860 });
  const all: Column<T>[] = [nameColumn<T>(onView, phoneDetail), ...columns];
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {all.map(({ label, phone }) => (
              <Table.Th key={label} visibleFrom={phone ? undefined : 'sm'}>
                {label}
              </Table.Th>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={all.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {tickets.map((ticket) => (
            <Table.Tr key={ticket._id}>
              {all.map(({ label, phone, cell }) => (
                <Table.Td key={label} visibleFrom={phone ? undefined : 'sm'}>
                  {cell(ticket)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button size="compact-sm" variant="light" aria-label={`View ${ticket.ticketName}`} onClick={() => onView(ticket._id)} visibleFrom="sm">
                    View
                  </Button>
                  {onEdit && canTicket('edit', viewer, ticketSubjectOfView(ticket)) && (
                    <Button size="compact-sm" variant="default" aria-label={`Edit ${ticket.ticketName}`} onClick={() => onEdit(ticket._id)}>
                      Edit
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
