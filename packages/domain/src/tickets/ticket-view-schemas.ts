import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import { pageOf } from '../paging/page';
import { ZTicketStatus, ZTicketType } from './ticket-schemas';

const isoDate = (description: string) => z.iso.datetime().describe(`${description} (ISO 8601, UTC)`);

export const ZTicketUserDetails = z
  .object({
    userName: z.string().describe("The dealer's full name (the portal user)"),
    email: z.string().describe("The dealer's email"),
    bc_customer_id: z.string().nullable().describe('The ERP customer number: its users are the team'),
    bc_customer_displayName: z.string().nullable().describe("The ERP customer's name (the dealer name)"),
    bc_customer_priceGroup: z.enum(priceGroups).nullable().describe("The ERP customer's price group"),
  })
  .meta({ id: 'TicketUserDetails', description: 'The dealer who filed the ticket and its ERP customer, as they were when it was filed' });

export const ZTicket = z
  .object({
    _id: z.uuid().describe('The ticket id'),
    ticketId: z.number().int().describe('The ticket number people quote (1, 2, 3 …)'),
    ticketName: z.string(),
    ticketType: ZTicketType,
    ticketMessage: z.string(),
    ticketStatus: ZTicketStatus,
    isOpen: z.boolean().describe('False once Closed, true otherwise'),
    replyCount: z.number().int().describe('How many replies the conversation has'),
    user: z.uuid().nullable().describe("The dealer's user id; null once the account is deleted (the ticket and its userDetails stay)"),
    userDetails: ZTicketUserDetails,
    createdAt: isoDate('Filed'),
    updatedAt: isoDate('Last changed or replied to'),
  })
  .meta({ id: 'Ticket', description: 'A support ticket (portal.md §3 Ticket)' });
export type TicketView = z.infer<typeof ZTicket>;

export const ZTicketReply = z
  .object({
    _id: z.uuid().describe('The reply id'),
    author: z.string().describe("The author's name as it was when they replied"),
    isStaff: z.boolean().describe('Written by an administrator'),
    message: z.string(),
    createdAt: isoDate('Written'),
  })
  .meta({ id: 'TicketReply', description: 'One message of a ticket conversation' });
export type TicketReplyView = z.infer<typeof ZTicketReply>;

export const ZTicketWithReplies = ZTicket.extend({
  replies: z.array(ZTicketReply).describe('The conversation after the first message, oldest first'),
}).meta({ id: 'TicketWithReplies', description: 'A ticket and its replies, oldest first' });
export type TicketWithRepliesView = z.infer<typeof ZTicketWithReplies>;

const count = (what: string) => z.number().int().describe(what);

export const ZTicketCounts = z
  .object({ New: count('New tickets'), 'In Progress': count('In Progress tickets'), Closed: count('Closed tickets') })
  .meta({ id: 'TicketCounts', description: 'How many tickets of the list (all pages) are in each status' });

export const ZTicketList = pageOf(ZTicket, { id: 'TicketPage', things: 'tickets' })
  .extend({ counts: ZTicketCounts })
  .meta({ id: 'TicketList', description: 'A page of tickets, newest change first, and how many are in each status' });
export type TicketList = z.infer<typeof ZTicketList>;

export const ZAdminTicket = ZTicket.extend({
  dealerName: z.string().describe("The dealer's ERP customer name (or its number when it has none)"),
  portalUser: z.string().describe('The portal user who filed it'),
  priceGroup: z.enum(priceGroups).nullable().describe("The dealer's price group"),
}).meta({ id: 'AdminTicket', description: 'A ticket as administrators list it: with the dealer name, portal user and price group' });
export type AdminTicketView = z.infer<typeof ZAdminTicket>;

export const ZAdminTicketCounts = ZTicketCounts.extend({ Open: count('Open tickets (New and In Progress)') }).meta({
  id: 'AdminTicketCounts',
  description: 'How many tickets match the dealer filter in each status, and how many are open (the status filter aside)',
});

export const ZAdminTicketList = pageOf(ZAdminTicket, { id: 'AdminTicketPage', things: 'tickets' })
  .extend({ counts: ZAdminTicketCounts })
  .meta({ id: 'AdminTicketList', description: 'A page of every dealer’s tickets and how many are in each status' });
export type AdminTicketList = z.infer<typeof ZAdminTicketList>;
