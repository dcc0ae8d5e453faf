import { ZAddTicketReplyInput } from '@portal/domain/tickets/ticket-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** The dealer who filed it or staff add a reply until it is Closed; the team views only. */
export const replyToTicket = storeProcedure.input(ZAddTicketReplyInput).mutation(({ ctx, input }) => ctx.services.tickets.reply(ctx.user, input.id, input.message));
