import { ZTicketId } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketWithReplies } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';

export const getTicket = defineOperation({
  summary: 'One ticket with its replies, oldest first (the dealer who filed it, their team or an administrator)',
  access: 'store',
  kind: 'query',
  input: ZTicketId,
  output: ZTicketWithReplies,
  rest: {
    method: 'GET',
    path: '/api/tickets/:id',
    operationId: 'getTicket',
    tag: 'Tickets',
    answers: 'The ticket and its replies',
    params: ZTicketId,
    errors: { 400: "Invalid input: 'Invalid ticket id'", 404: 'Ticket not found (or another customer’s)' },
  },
  run: (services, caller, input) => services.tickets.get(caller, input.id),
});
