import { ZAdminTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { ZAdminTicketList } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';

export const listAdminTickets = defineOperation({
  summary:
    'Every dealer’s tickets with the dealer name, portal user and price group (administrators); ' +
    'filter matches the dealer’s or the filer’s name; 50 per page unless limit says otherwise',
  access: 'admin',
  kind: 'query',
  input: ZAdminTicketsInput,
  output: ZAdminTicketList,
  rest: {
    method: 'GET',
    path: '/api/admin/tickets',
    operationId: 'listAdminTickets',
    tag: 'Tickets',
    answers: 'A page of tickets and the counts (which follow the dealer filter, not the status filter)',
    query: ZAdminTicketsInput,
  },
  run: (services, _caller, input) => services.tickets.adminList(input),
});
