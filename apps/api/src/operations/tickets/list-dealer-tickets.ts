import { ZDealerTicketsInput, ZDealerTicketsQuery } from '@portal/domain/tickets/ticket-schemas';
import { ZTicketList } from '@portal/domain/tickets/ticket-view-schemas';
import { defineOperation } from '../operation';
import { scopedListRoutes } from '../scoped-list-routes';

/** My tickets or my team's (every account of my ERP customer), 20 a page, with the counts per status. */
export const listDealerTickets = defineOperation({
  summary: 'My tickets or my team’s, 20 per page, newest change first, with the counts per status',
  access: 'store',
  kind: 'query',
  input: ZDealerTicketsInput,
  output: ZTicketList,
  rest: scopedListRoutes<{ offset: number; search?: string | undefined }, unknown>(
    { tag: 'Tickets', answers: 'A page of tickets and the counts', query: ZDealerTicketsQuery },
    [
      {
        path: '/api/tickets/mytickets',
        scope: 'mine',
        operationId: 'listMyTickets',
        summary: 'My tickets, 20 per page, newest change first, with the counts per status',
      },
      {
        path: '/api/tickets/teamtickets',
        scope: 'team',
        operationId: 'listTeamTickets',
        summary: "My team's tickets (every account of my ERP customer), 20 per page, with the counts per status",
      },
    ],
  ),
  run: (services, caller, input) => services.tickets.dealerList(caller, input),
});
