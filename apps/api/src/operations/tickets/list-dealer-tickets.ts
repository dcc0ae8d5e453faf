import { ZDealerTicketsInput, ZDealerTicketsQuery } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketList } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation, type RestBinding } from '../../transport/operation';

/** REST says whose tickets by the path. */
const byPath = (path: string, scope: 'mine' | 'team', operationId: string, summary: string): RestBinding<{ scope: 'mine' | 'team'; offset: number }, unknown> => ({
  method: 'GET',
  path,
  operationId,
  summary,
  tag: 'Tickets',
  answers: 'A page of tickets and the counts',
  query: ZDealerTicketsQuery,
  input: ({ query }) => ({ scope, offset: (query as { offset: number }).offset }),
});

/** My tickets or my team's (every account of my ERP customer), 20 a page, with the counts per status. */
export const listDealerTickets = defineOperation({
  summary: 'My tickets or my team’s, 20 per page, newest change first, with the counts per status',
  access: 'store',
  kind: 'query',
  input: ZDealerTicketsInput,
  output: ZTicketList,
  rest: [
    byPath('/api/tickets/mytickets', 'mine', 'listMyTickets', 'My tickets, 20 per page, newest change first, with the counts per status'),
    byPath('/api/tickets/teamtickets', 'team', 'listTeamTickets', "My team's tickets (every account of my ERP customer), 20 per page, with the counts per status"),
  ],
  run: (services, caller, input) => services.tickets.dealerList(caller, input),
});
