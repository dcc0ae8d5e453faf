import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import type { MailMessage } from '../../adapters/mail/mailer';

/** The messages of a ticket's life (issue 17): links open the ticket's list, where its view dialog is. */
const dealerLink = (publicUrl: string, id: string) => new URL(`/account/tickets?ticket=${id}`, publicUrl).toString();
const staffLink = (publicUrl: string, id: string) => new URL(`/admin/tickets?ticket=${id}`, publicUrl).toString();
const dealerOf = (t: TicketView) => t.userDetails.bc_customer_displayName ?? t.userDetails.bc_customer_id ?? t.userDetails.userName;

/** An Urgent ticket, to the support address at once. */
export function urgentTicketMail(to: string, ticket: TicketView, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Urgent ticket #${ticket.ticketId}: ${ticket.ticketName} (${dealerOf(ticket)})`,
    text:
      `${ticket.userDetails.userName} (${ticket.userDetails.email}) of ${dealerOf(ticket)} filed an Urgent ticket.\n\n` +
      `${ticket.ticketName}\n\n${ticket.ticketMessage}\n\n` +
      `Answer it at:\n${staffLink(publicUrl, ticket._id)}\n`,
  };
}

export function ticketStatusMail(to: string, ticket: TicketView, from: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your ticket #${ticket.ticketId} is now ${ticket.ticketStatus}`,
    text: `Your ticket "${ticket.ticketName}" went from ${from} to ${ticket.ticketStatus}.\n\n${dealerLink(publicUrl, ticket._id)}\n`,
  };
}

export function ticketReplyMail(to: string, ticket: TicketView, reply: { author: string; message: string }, publicUrl: string): MailMessage {
  return {
    to,
    subject: `New reply to your ticket #${ticket.ticketId}: ${ticket.ticketName}`,
    text:
      `${reply.author} replied to your ticket "${ticket.ticketName}":\n\n${reply.message}\n\n` +
      `Read the conversation and answer at:\n${dealerLink(publicUrl, ticket._id)}\n`,
  };
}
