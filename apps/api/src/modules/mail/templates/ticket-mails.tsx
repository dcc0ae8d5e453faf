import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { dealerName } from './dealer-name';
import { MailLayout, MailText, Quoted } from './mail-layout';

/** The HTML of a ticket's mails (tickets/ticket-mail.ts). */

const ticketFacts = (t: TicketView) => [
  { label: 'Ticket', value: `#${t.ticketId} ${t.ticketName}` },
  { label: 'Dealer', value: dealerName(t.userDetails) },
  { label: 'Status', value: t.ticketStatus },
];

export function UrgentTicketMail({ ticket, href }: { ticket: TicketView; href: string }) {
  return (
    <MailLayout heading={`Urgent ticket #${ticket.ticketId}`} summary={{ facts: ticketFacts(ticket) }} button={{ label: 'Answer the ticket', href }}>
      <MailText>
        {ticket.userDetails.userName} ({ticket.userDetails.email}) of {dealerName(ticket.userDetails)} filed an Urgent ticket:
      </MailText>
      <MailText>
        <strong>{ticket.ticketName}</strong>
      </MailText>
      <Quoted>{ticket.ticketMessage}</Quoted>
    </MailLayout>
  );
}

export function TicketStatusMail({ ticket, from, href }: { ticket: TicketView; from: string; href: string }) {
  return (
    <MailLayout
      heading={`Your ticket #${ticket.ticketId} is now ${ticket.ticketStatus}`}
      summary={{ facts: ticketFacts(ticket) }}
      button={{ label: 'Open the ticket', href }}
    >
      <MailText>
        Your ticket <strong>&quot;{ticket.ticketName}&quot;</strong> went from {from} to {ticket.ticketStatus}.
      </MailText>
    </MailLayout>
  );
}

export function TicketReplyMail({ ticket, reply, href }: { ticket: TicketView; reply: { author: string; message: string }; href: string }) {
  return (
    <MailLayout heading={`New reply to your ticket #${ticket.ticketId}`} summary={{ facts: ticketFacts(ticket) }} button={{ label: 'Read and answer', href }}>
      <MailText>
        {reply.author} replied to your ticket <strong>&quot;{ticket.ticketName}&quot;</strong>:
      </MailText>
      <Quoted>{reply.message}</Quoted>
    </MailLayout>
  );
}
