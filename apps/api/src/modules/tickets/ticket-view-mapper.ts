import type { TicketReplyRow, TicketRow } from '@portal/db/queries/tickets';
import type { AdminTicketView, TicketReplyView, TicketView, TicketWithRepliesView } from '@portal/domain/tickets/ticket-view-schemas';

/** A stored ticket in the shape both transports return (portal.md §3 Ticket names). */
export function toTicketView(row: TicketRow): TicketView {
  return {
    _id: row.id,
    ticketId: row.ticketNumber,
    ticketName: row.name,
    ticketType: row.type,
    ticketMessage: row.message,
    ticketStatus: row.status,
    isOpen: row.isOpen,
    replyCount: row.replyCount,
    user: row.ownerId,
    userDetails: row.userDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTicketReplyView(row: TicketReplyRow): TicketReplyView {
  return { _id: row.id, author: row.authorName, isStaff: row.isStaff, message: row.message, createdAt: row.createdAt.toISOString() };
}

export function toTicketWithReplies(row: TicketRow, replies: TicketReplyRow[]): TicketWithRepliesView {
  return { ...toTicketView(row), replies: replies.map(toTicketReplyView) };
}

export function toAdminTicketView(row: TicketRow): AdminTicketView {
  return { ...toTicketView(row), dealerName: row.dealerName, portalUser: row.userDetails.userName, priceGroup: row.userDetails.bc_customer_priceGroup };
}
