import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZAddTicketReplyInput, ZTicketId, ZTicketReplyBody } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketWithReplies } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';

export const replyToTicket = defineOperation({
  summary:
    'Reply to a ticket (the dealer who filed it, or an administrator) until it is Closed; ' +
    'answers the ticket with all its replies; a staff reply is mailed to the dealer',
  access: 'store',
  kind: 'mutation',
  input: ZAddTicketReplyInput,
  output: ZTicketWithReplies,
  rest: {
    method: 'POST',
    path: '/api/tickets/:id/replies',
    operationId: 'replyToTicket',
    tag: 'Tickets',
    status: 201,
    answers: 'The ticket with its replies, the new one last',
    params: ZTicketId,
    body: ZTicketReplyBody,
    errors: {
      403: 'A teammate of the dealer: views only',
      404: 'Ticket not found (or another customer’s)',
      409: 'STATE_CONFLICT: the ticket is Closed (reopen it first), or it has reached 200 replies',
      429:
        `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.ticketRepliesPerHour} ` +
        'replies in the last hour; the Retry-After header says how many seconds to wait',
    },
  },
  run: (services, caller, input) => services.tickets.reply(caller, input.id, input.message),
});
