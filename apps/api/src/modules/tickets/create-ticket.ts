import { ZCreateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** A dealer (an approved account with store access) files a ticket; an Urgent one is mailed to support. */
export const createTicket = storeProcedure.input(ZCreateTicketInput).mutation(({ ctx, input }) => ctx.services.tickets.create(ctx.user, input));
