import type { FastifyInstance } from 'fastify';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZAdminTicketsInput, ZCreateTicketInput, ZDealerTicketsQuery, ZTicketId, ZTicketPatch, ZTicketReplyBody } from '@portal/domain/tickets/ticket-schemas';
import { ZAdminTicketList, ZTicketList, ZTicketWithReplies } from '@portal/domain/tickets/ticket-view-schemas';
import { restContext } from '../../http/rest-context';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { callerOf } from '../../http/route-gate';

const ticketAnswer = (description: string) => json(description, ZTicketWithReplies);

/** /api/tickets and /api/admin/tickets (portal.md §7, issue 17): the same services as the tRPC router. */
export function registerTicketRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.post(
    '/api/tickets',
    operation({
      operationId: 'createTicket',
      tag: 'Tickets',
      summary: 'File a support ticket (dealers: approved accounts with store access); it starts New and open; an Urgent one is mailed to the support address',
      access: 'store',
      body: ZCreateTicketInput,
      response: { 201: ticketAnswer('The ticket, filed (no replies yet)') },
      errors: {
        400: "Invalid input: 'Please fill in all fields' names ticketName and ticketMessage when blank; ticketType must be Support, Feedback or Urgent; any other field is refused",
        429: `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.ticketsPerHour} tickets in the last hour; the Retry-After header says how many seconds to wait`,
      },
    }),
    async (req, reply) => reply.status(201).send(await restContext(app, req).services.tickets.create(callerOf(req), req.body)),
  );

  for (const [path, scope, operationId, summary] of [
    ['/api/tickets/mytickets', 'mine', 'listMyTickets', 'My tickets, 20 per page, newest change first, with the counts per status'],
    ['/api/tickets/teamtickets', 'team', 'listTeamTickets', "My team's tickets (every account of my ERP customer), 20 per page, with the counts per status"],
  ] as const) {
    api.get(
      path,
      operation({ operationId, tag: 'Tickets', summary, access: 'store', querystring: ZDealerTicketsQuery, response: { 200: json('A page of tickets and the counts', ZTicketList) } }),
      async (req) => restContext(app, req).services.tickets.dealerList(callerOf(req), { scope, offset: req.query.offset }),
    );
  }

  api.get(
    '/api/tickets/:id',
    operation({
      operationId: 'getTicket',
      tag: 'Tickets',
      summary: 'One ticket with its replies, oldest first (the dealer who filed it, their team or an administrator)',
      access: 'store',
      params: ZTicketId,
      response: { 200: ticketAnswer('The ticket and its replies') },
      errors: { 400: "Invalid input: 'Invalid ticket id'", 404: 'Ticket not found (or another customer’s)' },
    }),
    async (req) => restContext(app, req).services.tickets.get(callerOf(req), req.params.id),
  );

  api.patch(
    '/api/tickets/:id',
    operation({
      operationId: 'updateTicket',
      tag: 'Tickets',
      summary: 'Change a ticket: its dealer changes ticketName and ticketMessage while it is New; administrators change ticketStatus and isOpen',
      description:
        'Closed sets isOpen false; a status other than Closed sets it true. isOpen alone: false closes the ticket, true reopens a Closed one as In Progress. A status change is mailed to the dealer. A field the caller may not change is refused (403), never ignored.',
      access: 'store',
      params: ZTicketId,
      body: ZTicketPatch,
      response: { 200: ticketAnswer('The ticket as saved, with its replies') },
      errors: {
        400: 'Invalid input (fieldErrors name each field): a blank name or message, an unknown status, isOpen disagreeing with the status, an unknown field, nothing to change',
        403: 'Not the dealer who filed it (name and message), or not an administrator (status); a teammate views only',
        404: 'Ticket not found (or another customer’s)',
        409: 'STATE_CONFLICT: name and message change only while the ticket is New',
      },
    }),
    async (req) => restContext(app, req).services.tickets.update(callerOf(req), req.params.id, req.body),
  );

  api.post(
    '/api/tickets/:id/replies',
    operation({
      operationId: 'replyToTicket',
      tag: 'Tickets',
      summary: 'Reply to a ticket (the dealer who filed it, or an administrator) until it is Closed; answers the ticket with all its replies; a staff reply is mailed to the dealer',
      access: 'store',
      params: ZTicketId,
      body: ZTicketReplyBody,
      response: { 201: ticketAnswer('The ticket with its replies, the new one last') },
      errors: {
        403: 'A teammate of the dealer: views only',
        404: 'Ticket not found (or another customer’s)',
        409: 'STATE_CONFLICT: the ticket is Closed (reopen it first), or it has reached 200 replies',
        429: `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.ticketRepliesPerHour} replies in the last hour; the Retry-After header says how many seconds to wait`,
      },
    }),
    async (req, reply) => reply.status(201).send(await restContext(app, req).services.tickets.reply(callerOf(req), req.params.id, req.body.message)),
  );

  api.get(
    '/api/admin/tickets',
    operation({
      operationId: 'listAdminTickets',
      tag: 'Tickets',
      summary: 'Every dealer’s tickets with the dealer name, portal user and price group (administrators); filter matches the dealer name; 50 per page unless limit says otherwise',
      access: 'admin',
      querystring: ZAdminTicketsInput,
      response: { 200: json('A page of tickets and the counts (which follow the dealer filter, not the status filter)', ZAdminTicketList) },
    }),
    async (req) => restContext(app, req).services.tickets.adminList(req.query),
  );
}
