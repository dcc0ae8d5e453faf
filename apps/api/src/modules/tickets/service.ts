import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { assertTicketAction, canViewTicket, ticketViewerOf, type TicketAction } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { nextTicketState, patchParts } from '@portal/domain/tickets/ticket-rules';
import { ticketMessages, type TAdminTickets, type TCreateTicket, type TDealerTickets, type TTicketPatch } from '@portal/domain/tickets/ticket-schemas';
import type { TicketStatus } from '@portal/domain/tickets/ticket-status';
import type { AdminTicketList, TicketList, TicketWithRepliesView } from '@portal/domain/tickets/ticket-view-schemas';
import type { DbOrTx } from '@portal/db/create-db';
import {
  countTicketsByStatus,
  getTicket,
  insertTicket,
  insertTicketReply,
  listTicketReplies,
  listTickets,
  lockTicket,
  updateTicket,
  type TicketRow,
  type TicketScope,
} from '@portal/db/queries/tickets';
import type { AppDeps } from '../../app-deps';
import { filerEmail } from '../../adapters/mail/filer-email';
import { ticketReplyMail, ticketStatusMail, urgentTicketMail } from './ticket-mail';
import { toAdminTicketView, toTicketView, toTicketWithReplies } from './ticket-view-mapper';

const ticketNotFound = () => new DomainError('NOT_FOUND', ticketMessages.notFound);

const subjectOf = (row: TicketRow) => ({ status: row.status, ownerId: row.ownerId, customerId: row.customerId });

/**
 * Support tickets (portal.md §2 Tickets, §3, §4, §6; issue 17): every permission and status rule
 * is decided here, whatever the client shows or sends. Mail is written to the outbox in the
 * transaction of the change it reports.
 */
export function createTicketsService(deps: AppDeps) {
  const { db, config } = deps;

  function assertCan(action: TicketAction, actor: PortalUser, row: TicketRow | undefined): asserts row is TicketRow {
    if (!row) throw ticketNotFound();
    assertTicketAction(action, ticketViewerOf(actor), subjectOf(row));
  }

  async function withReplies(tx: DbOrTx, id: string): Promise<TicketWithRepliesView> {
    const row = await getTicket(tx, id);
    if (!row) throw ticketNotFound();
    return toTicketWithReplies(row, await listTicketReplies(tx, id));
  }

  async function page(scope: TicketScope, offset: number, search: string | undefined): Promise<TicketList> {
    const limit = ticketLimits.dealerPageSize;
    const [{ rows, total }, counts] = [await listTickets(db, { scope, search, offset, limit }), await countTicketsByStatus(db, scope, { search })];
    return { items: rows.map(toTicketView), total, offset, limit, counts };
  }

  return {
    async create(actor: PortalUser, input: TCreateTicket): Promise<TicketWithRepliesView> {
      await deps.filing.ticket(actor._id);
      const ticket = await db.transaction(async (tx) => {
        const row = await insertTicket(tx, {
          name: input.ticketName,
          type: input.ticketType,
          message: input.ticketMessage,
          ownerId: actor._id,
          customerId: actor.bc_customer_id,
          dealerName: actor.bc_customer_displayName ?? actor.bc_customer_id ?? fullName(actor),
          userDetails: {
            userName: fullName(actor),
            email: actor.email,
            bc_customer_id: actor.bc_customer_id,
            bc_customer_displayName: actor.bc_customer_displayName,
            bc_customer_priceGroup: actor.bc_customer_priceGroup,
          },
        });
        const filed = toTicketWithReplies(row, []);
        if (filed.ticketType === 'Urgent') await deps.outbox.enqueue(tx, [urgentTicketMail(config.SUPPORT_EMAIL, filed, config.PUBLIC_URL)]);
        return filed;
      });
      if (ticket.ticketType === 'Urgent') deps.outbox.nudge();
      return ticket;
    },

    async get(actor: PortalUser, id: string): Promise<TicketWithRepliesView> {
      const row = await getTicket(db, id);
      if (!row || !canViewTicket(ticketViewerOf(actor), subjectOf(row))) throw ticketNotFound();
      return toTicketWithReplies(row, await listTicketReplies(db, id));
    },

    /** The dealer's name and message (while New), an administrator's status; a field the caller may not change is refused. */
    async update(actor: PortalUser, id: string, patch: TTicketPatch): Promise<TicketWithRepliesView> {
      const parts = patchParts(patch);
      const result = await db.transaction(async (tx) => {
        const row = await lockTicket(tx, id);
        assertCan('view', actor, row);
        if (parts.status) assertCan('changeStatus', actor, row);
        if (parts.content) assertCan('edit', actor, row);
        const next = parts.status ? nextTicketState(row, patch) : { status: row.status, isOpen: row.isOpen };
        const values = {
          ...(patch.ticketName !== undefined && patch.ticketName !== row.name ? { name: patch.ticketName } : {}),
          ...(patch.ticketMessage !== undefined && patch.ticketMessage !== row.message ? { message: patch.ticketMessage } : {}),
          ...(next.status !== row.status || next.isOpen !== row.isOpen ? next : {}),
        };
        if (Object.keys(values).length > 0) await updateTicket(tx, id, values);
        const updated = await withReplies(tx, id);
        if (updated.ticketStatus !== row.status)
          await deps.outbox.enqueue(tx, [ticketStatusMail(await filerEmail(tx, updated), updated, row.status, config.PUBLIC_URL)]);
        return { ticket: updated, from: row.status };
      });
      const { ticket, from } = result;
      if (ticket.ticketStatus !== from) deps.outbox.nudge();
      return ticket;
    },

    /** A reply from the dealer who filed the ticket or from staff, until it is Closed; a staff reply is mailed to the dealer. */
    async reply(actor: PortalUser, id: string, message: string): Promise<TicketWithRepliesView> {
      await deps.filing.ticketReply(actor._id);
      const ticket = await db.transaction(async (tx) => {
        const row = await lockTicket(tx, id);
        assertCan('reply', actor, row);
        if (row.replyCount >= ticketLimits.repliesPerTicket) {
          throw new DomainError('CONFLICT', `This ticket has reached ${ticketLimits.repliesPerTicket} replies: please file a new ticket`);
        }
        await insertTicketReply(tx, row, { authorId: actor._id, authorName: fullName(actor), isStaff: actor.isAdmin, message });
        const replied = await withReplies(tx, id);
        if (actor.isAdmin && replied.user !== actor._id) {
          await deps.outbox.enqueue(tx, [ticketReplyMail(await filerEmail(tx, replied), replied, { author: fullName(actor), message }, config.PUBLIC_URL)]);
        }
        return replied;
      });
      if (actor.isAdmin && ticket.user !== actor._id) deps.outbox.nudge();
      return ticket;
    },

    /** My tickets, or my team's (every ticket of my ERP customer; my own without one), 20 a page; the search and the counts read within them. */
    async dealerList(actor: PortalUser, p: TDealerTickets): Promise<TicketList> {
      const scope: TicketScope = p.scope === 'team' && actor.bc_customer_id ? { customerId: actor.bc_customer_id } : { ownerId: actor._id };
      return page(scope, p.offset, p.search || undefined);
    },

    /** Every dealer's tickets; the dealer filter matches the dealer's or the filer's name; the counts follow it, not the status filter. */
    async adminList(p: TAdminTickets): Promise<AdminTicketList> {
      const statuses: TicketStatus[] | undefined = p.status === 'Open' ? ['New', 'In Progress'] : p.status ? [p.status] : undefined;
      const dealerName = p.filter || undefined;
      const { rows, total } = await listTickets(db, { scope: 'all', statuses, dealerName, offset: p.offset, limit: p.limit });
      const counts = await countTicketsByStatus(db, 'all', { dealerName });
      return { items: rows.map(toAdminTicketView), total, offset: p.offset, limit: p.limit, counts: { ...counts, Open: counts.New + counts['In Progress'] } };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
