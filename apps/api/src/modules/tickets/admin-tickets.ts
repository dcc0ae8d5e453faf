import { ZAdminTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Every dealer's tickets, filtered by status and dealer name, with the counts per status. */
export const adminTickets = adminProcedure.input(ZAdminTicketsInput).query(({ ctx, input }) => ctx.services.tickets.adminList(input));
