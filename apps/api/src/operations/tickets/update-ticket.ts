import { ZTicketId, ZTicketPatch, ZUpdateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketWithReplies } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';

export const updateTicket = defineOperation({
  summary: 'Change a ticket: its dealer changes ticketName and ticketMessage while it is New; administrators change ticketStatus and isOpen',
  description:
    'Closed sets isOpen false; a status other than Closed sets it true. isOpen alone: false closes the ticket, true reopens a Closed one as In Progress. ' +
    'A status change is mailed to the dealer. A field the caller may not change is refused (403), never ignored.',
  access: 'store',
  kind: 'mutation',
  input: ZUpdateTicketInput,
  output: ZTicketWithReplies,
  rest: {
    method: 'PATCH',
    path: '/api/tickets/:id',
    operationId: 'updateTicket',
    tag: 'Tickets',
    answers: 'The ticket as saved, with its replies',
    params: ZTicketId,
    body: ZTicketPatch,
    bodyAs: 'patch',
    errors: {
      400:
        'Invalid input (fieldErrors name each field): a blank name or message, an unknown status, ' +
        'isOpen disagreeing with the status, an unknown field, nothing to change',
      403: 'Not the dealer who filed it (name and message), or not an administrator (status); a teammate views only',
      404: 'Ticket not found (or another customer’s)',
      409: 'STATE_CONFLICT: name and message change only while the ticket is New',
    },
  },
  run: (services, caller, input) => services.tickets.update(caller, input.id, input.patch),
});
