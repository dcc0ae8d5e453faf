import { DomainError } from '../errors/domain-error';
import { ticketMessages } from './ticket-schemas';
import type { TicketStatus } from './ticket-status';

/**
 * Who may do what with a ticket (portal.md §2 Tickets, §6): the dealer who filed it, their team
 * (the accounts of the same ERP customer, view only) and administrators. One predicate per
 * action, used by the server to refuse and by the screens to offer.
 */
export const ticketActions = ['view', 'edit', 'reply', 'changeStatus'] as const;
export type TicketAction = (typeof ticketActions)[number];

export interface TicketViewer {
  userId: string;
  isAdmin: boolean;
  /** The viewer's ERP customer: users of the same customer are a team. */
  customerId: string | null;
}

export function ticketViewerOf(user: { _id: string; isAdmin: boolean; bc_customer_id: string | null }): TicketViewer {
  return { userId: user._id, isAdmin: user.isAdmin, customerId: user.bc_customer_id };
}

export interface TicketSubject {
  status: TicketStatus;
  ownerId: string | null;
  /** The dealer's ERP customer when the ticket was filed. */
  customerId: string | null;
}

const isOwner = (viewer: TicketViewer, ticket: TicketSubject) => ticket.ownerId !== null && ticket.ownerId === viewer.userId;
const isTeam = (viewer: TicketViewer, ticket: TicketSubject) => viewer.customerId !== null && viewer.customerId === ticket.customerId;

export function canViewTicket(viewer: TicketViewer, ticket: TicketSubject): boolean {
  return viewer.isAdmin || isOwner(viewer, ticket) || isTeam(viewer, ticket);
}

/** Whether the viewer's role may ever do this to the ticket, whatever its status. */
function roleMay(action: TicketAction, viewer: TicketViewer, ticket: TicketSubject): boolean {
  switch (action) {
    case 'view':
      return canViewTicket(viewer, ticket);
    case 'edit':
      return isOwner(viewer, ticket);
    case 'reply':
      return isOwner(viewer, ticket) || viewer.isAdmin;
    case 'changeStatus':
      return viewer.isAdmin;
  }
}

/** Whether the ticket's status allows the action at all. */
function statusAllows(action: TicketAction, status: TicketStatus): boolean {
  if (action === 'edit') return status === 'New';
  if (action === 'reply') return status !== 'Closed';
  return true;
}

export function canTicket(action: TicketAction, viewer: TicketViewer, ticket: TicketSubject): boolean {
  return canViewTicket(viewer, ticket) && roleMay(action, viewer, ticket) && statusAllows(action, ticket.status);
}

const roleMessages: Record<TicketAction, string> = {
  view: ticketMessages.notFound,
  edit: 'Only the dealer who filed the ticket can change its name and message',
  reply: 'Only the dealer who filed the ticket and staff can reply to it',
  changeStatus: 'Only administrators can change the status of a ticket',
};

function stateMessage(action: TicketAction, viewer: TicketViewer, ticket: TicketSubject): string {
  if (action === 'edit') return `Only a New ticket can be edited: this one is ${ticket.status}`;
  return viewer.isAdmin ? 'This ticket is closed: reopen it to reply' : 'This ticket is closed: file a new ticket, or ask staff to reopen it';
}

/**
 * Refuses what canTicket refuses: 404 when the viewer may not see the ticket (as for orders: its
 * existence does not leak); 403 when the viewer's role may never do this; 409 when the role may,
 * but not in the ticket's status.
 */
export function assertTicketAction(action: TicketAction, viewer: TicketViewer, ticket: TicketSubject): void {
  if (!canViewTicket(viewer, ticket)) throw new DomainError('NOT_FOUND', ticketMessages.notFound);
  if (!roleMay(action, viewer, ticket)) throw new DomainError('FORBIDDEN', roleMessages[action]);
  if (!statusAllows(action, ticket.status)) throw new DomainError('CONFLICT', stateMessage(action, viewer, ticket));
}

export function allowedTicketActions(viewer: TicketViewer, ticket: TicketSubject): Set<TicketAction> {
  return new Set(ticketActions.filter((a) => canTicket(a, viewer, ticket)));
}

/** A ticket as its view carries it (the lists, tickets.get). */
export function ticketSubjectOfView(ticket: {
  ticketStatus: TicketStatus;
  user: string | null;
  userDetails: { bc_customer_id: string | null };
}): TicketSubject {
  return { status: ticket.ticketStatus, ownerId: ticket.user, customerId: ticket.userDetails.bc_customer_id };
}
