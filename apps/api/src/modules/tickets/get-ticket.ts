import { ZTicketId } from '@portal/domain/tickets/ticket-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** One ticket with its replies: its dealer, their team or an administrator; anyone else gets 404. */
export const getTicket = storeProcedure.input(ZTicketId).query(({ ctx, input }) => ctx.services.tickets.get(ctx.user, input.id));
