import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZCreateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketWithReplies } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';

export const createTicket = defineOperation({
  summary: 'File a support ticket (dealers: approved accounts with store access); it starts New and open; an Urgent one is mailed to the support address',
  access: 'store',
  kind: 'mutation',
  input: ZCreateTicketInput,
  output: ZTicketWithReplies,
  rest: {
    method: 'POST',
    path: '/api/tickets',
    operationId: 'createTicket',
    tag: 'Tickets',
    status: 201,
    answers: 'The ticket, filed (no replies yet)',
    body: ZCreateTicketInput,
    errors: {
      400:
        "Invalid input: 'Please fill in all fields' names ticketName and ticketMessage when blank; " +
        'ticketType must be Support, Feedback or Urgent; any other field is refused',
      429:
        `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.ticketsPerHour} ` +
        'tickets in the last hour; the Retry-After header says how many seconds to wait',
    },
  },
  run: (services, caller, input) => services.tickets.create(caller, input),
});
