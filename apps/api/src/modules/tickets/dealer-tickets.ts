import { ZDealerTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** My tickets or my team's, 20 a page, with the counts per status. */
export const dealerTickets = storeProcedure.input(ZDealerTicketsInput).query(({ ctx, input }) => ctx.services.tickets.dealerList(ctx.user, input));
