import { ZUpdateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** The dealer who filed it changes name and message while New; administrators change the status. */
export const updateTicket = storeProcedure.input(ZUpdateTicketInput).mutation(({ ctx, input }) => ctx.services.tickets.update(ctx.user, input.id, input.patch));
