import { createElement } from 'react';
import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import type { MailMessage } from '../../adapters/mail/mailer';
import { dealerName } from '../mail/templates/dealer-name';
import { TicketReplyMail, TicketStatusMail, UrgentTicketMail } from '../mail/templates/ticket-mails';

/** The messages of a ticket's life (issue 17): links open the ticket's list, where its view dialog is. */
const dealerLink = (publicUrl: string, id: string) => new URL(`/account/tickets?ticket=${id}`, publicUrl).toString();
const staffLink = (publicUrl: string, id: string) => new URL(`/admin/tickets?ticket=${id}`, publicUrl).toString();
const dealerOf = (t: TicketView) => dealerName(t.userDetails);

/** An Urgent ticket, to the support address at once. */
export function urgentTicketMail(to: string, ticket: TicketView, publicUrl: string): MailMessage {
  const href = staffLink(publicUrl, ticket._id);
  return {
    to,
    subject: `Urgent ticket #${ticket.ticketId}: ${ticket.ticketName} (${dealerOf(ticket)})`,
    text:
      `${ticket.userDetails.userName} (${ticket.userDetails.email}) of ${dealerOf(ticket)} filed an Urgent ticket.\n\n` +
      `${ticket.ticketName}\n\n${ticket.ticketMessage}\n\n` +
      `Answer it at:\n${href}\n`,
    html: createElement(UrgentTicketMail, { ticket, href }),
  };
}

export function ticketStatusMail(to: string, ticket: TicketView, from: string, publicUrl: string): MailMessage {
  const href = dealerLink(publicUrl, ticket._id);
  return {
    to,
    subject: `Your ticket #${ticket.ticketId} is now ${ticket.ticketStatus}`,
    text: `Your ticket "${ticket.ticketName}" went from ${from} to ${ticket.ticketStatus}.\n\n${href}\n`,
    html: createElement(TicketStatusMail, { ticket, from, href }),
  };
}

export function ticketReplyMail(to: string, ticket: TicketView, reply: { author: string; message: string }, publicUrl: string): MailMessage {
  const href = dealerLink(publicUrl, ticket._id);
  return {
    to,
    subject: `New reply to your ticket #${ticket.ticketId}: ${ticket.ticketName}`,
    text: `${reply.author} replied to your ticket "${ticket.ticketName}":\n\n${reply.message}\n\n` + `Read the conversation and answer at:\n${href}\n`,
    html: createElement(TicketReplyMail, { ticket, reply, href }),
  };
}
