import { t } from '../../trpc/init';
import { adminTickets } from './admin-tickets';
import { createTicket } from './create-ticket';
import { dealerTickets } from './dealer-tickets';
import { getTicket } from './get-ticket';
import { replyToTicket } from './reply-to-ticket';
import { updateTicket } from './update-ticket';

export const ticketsRouter = t.router({
  create: createTicket,
  get: getTicket,
  update: updateTicket,
  reply: replyToTicket,
  dealerList: dealerTickets,
  adminList: adminTickets,
});
