import { createTicket } from './create-ticket';
import { getTicket } from './get-ticket';
import { listAdminTickets } from './list-admin-tickets';
import { listDealerTickets } from './list-dealer-tickets';
import { replyToTicket } from './reply-to-ticket';
import { updateTicket } from './update-ticket';

/** Support tickets (portal.md §7): file, view, edit while New, reply, change the status, list. */
export const ticketsOperations = {
  create: createTicket,
  dealerList: listDealerTickets,
  get: getTicket,
  update: updateTicket,
  reply: replyToTicket,
  adminList: listAdminTickets,
};
