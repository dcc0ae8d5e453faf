import { z } from 'zod';
import { listSearch } from '../paging/list-search';
import { oneLineName } from '../text/one-line-name';
import { ticketLimits } from './ticket-limits';
import { ticketStatuses, ticketTypes } from './ticket-status';

/** portal.md §5 Ticket and §8: the first message is the specification's. */
export const ticketMessages = {
  fillAllFields: 'Please fill in all fields',
  invalidId: 'Invalid ticket id',
  notFound: 'Ticket not found',
  nameTooLong: `Ticket name is too long (${ticketLimits.nameMax} characters max)`,
  messageTooLong: `Message is too long (${ticketLimits.messageMax} characters max)`,
  replyRequired: 'Please write a reply',
  replyTooLong: `Reply is too long (${ticketLimits.replyMax} characters max)`,
  type: `ticketType must be one of ${ticketTypes.join(', ')}`,
  status: `ticketStatus must be one of ${ticketStatuses.join(', ')}`,
  isOpen: 'isOpen must be true or false',
  emptyPatch: 'Nothing to change: send ticketName or ticketMessage (the dealer), ticketStatus or isOpen (administrators)',
  openMismatch: 'isOpen must be false for a Closed ticket and true for a New or In Progress one',
} as const;

/** Fields a body may not carry (status, owner, dates …) are refused by name, never ignored. */
const refuseUnknown = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')} (cannot be set here)` : undefined,
};

const filled = (max: number, tooLong: string, clean: (text: string) => string = (text) => text) =>
  z.string({ error: ticketMessages.fillAllFields }).overwrite(clean).trim().min(1, ticketMessages.fillAllFields).max(max, tooLong);
const ticketName = filled(ticketLimits.nameMax, ticketMessages.nameTooLong, oneLineName).describe('A short title');
const ticketMessage = filled(ticketLimits.messageMax, ticketMessages.messageTooLong).describe('What the dealer needs');

export const ZTicketType = z
  .enum(ticketTypes, { error: ticketMessages.type })
  .describe('Support, Feedback or Urgent (an Urgent ticket is mailed to the support address at once)');
export const ZTicketStatus = z.enum(ticketStatuses, { error: ticketMessages.status }).describe('New, In Progress or Closed');

/** POST /api/tickets: a new ticket starts New and open; its owner and customer are the caller's. */
export const ZCreateTicketInput = z
  .strictObject({ ticketName, ticketType: ZTicketType, ticketMessage }, refuseUnknown)
  .meta({ id: 'CreateTicketBody', description: 'A new support ticket: name and message required and not blank' });
export type TCreateTicketInput = z.input<typeof ZCreateTicketInput>;
export type TCreateTicket = z.output<typeof ZCreateTicketInput>;

/**
 * PATCH /api/tickets/{id}: the dealer who filed it changes name and message while it is New;
 * administrators change the status. Only the fields sent change; a field the caller may not
 * change is refused (403), never ignored.
 */
export const ZTicketPatch = z
  .strictObject(
    {
      ticketName: ticketName.optional(),
      ticketMessage: ticketMessage.optional(),
      ticketStatus: ZTicketStatus.optional(),
      isOpen: z.boolean({ error: ticketMessages.isOpen }).optional().describe('false closes the ticket; true reopens a Closed one (In Progress)'),
    },
    refuseUnknown,
  )
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: ticketMessages.emptyPatch })
  .meta({
    id: 'TicketPatch',
    description: 'A change to a ticket: ticketName and ticketMessage (its dealer, while New) or ticketStatus and isOpen (administrators)',
  });
export type TTicketPatch = z.output<typeof ZTicketPatch>;

export const ZTicketId = z.object({ id: z.uuid({ error: ticketMessages.invalidId }).describe('The ticket (Ticket._id)') });

export const ZUpdateTicketInput = z.object({ id: ZTicketId.shape.id, patch: ZTicketPatch });
export type TUpdateTicketInput = z.input<typeof ZUpdateTicketInput>;

/** POST /api/tickets/{id}/replies. */
export const ZTicketReplyBody = z
  .strictObject(
    {
      message: z
        .string({ error: ticketMessages.replyRequired })
        .trim()
        .min(1, ticketMessages.replyRequired)
        .max(ticketLimits.replyMax, ticketMessages.replyTooLong)
        .describe('The reply'),
    },
    refuseUnknown,
  )
  .meta({ id: 'TicketReplyBody', description: 'A reply to a ticket' });
export type TTicketReplyBody = z.input<typeof ZTicketReplyBody>;

export const ZAddTicketReplyInput = z.object({ id: ZTicketId.shape.id, message: ZTicketReplyBody.shape.message });
export type TAddTicketReplyInput = z.input<typeof ZAddTicketReplyInput>;

const offset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(1_000_000, 'offset must be at most 1000000')
  .default(0)
  .describe('How many tickets to skip');

/** GET /api/tickets/mytickets and teamtickets: 20 a page, newest change first. */
const search = listSearch('the ticket number, subject or message');
export const ZDealerTicketsQuery = z.object({ offset, search });
export const ZDealerTicketsInput = z.object({ scope: z.enum(['mine', 'team'], { error: 'scope must be mine or team' }).default('mine'), offset, search });
export type TDealerTicketsInput = z.input<typeof ZDealerTicketsInput>;
export type TDealerTickets = z.output<typeof ZDealerTicketsInput>;

/** The admin list's status filter: a status, or Open (New and In Progress). */
export const adminTicketStatusFilters = [...ticketStatuses, 'Open'] as const;
export type AdminTicketStatusFilter = (typeof adminTicketStatusFilters)[number];

/** GET /api/admin/tickets: every dealer's tickets, newest change first. */
export const ZAdminTicketsInput = z.object({
  offset,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(ticketLimits.adminPageSize)
    .describe('Page size, 1 to 100 (50 unless given)'),
  status: z
    .enum(adminTicketStatusFilters, { error: `status must be one of ${adminTicketStatusFilters.join(', ')}` })
    .optional()
    .describe('Only tickets of this status; Open is New and In Progress'),
  filter: z
    .string()
    .trim()
    .max(100, 'Filter must be at most 100 characters')
    .optional()
    .describe("Part of the dealer's name or of the portal user's who filed it (case-insensitive)"),
});
export type TAdminTicketsInput = z.input<typeof ZAdminTicketsInput>;
export type TAdminTickets = z.output<typeof ZAdminTicketsInput>;
