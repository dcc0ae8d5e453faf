import type { AdminTicketView, TicketView, TicketWithRepliesView } from '@portal/domain/tickets/ticket-view-schemas';

let sequence = 0;

/** A ticket of the dealer 00000000-0000-4000-8000-000000000001 (customer C0001); override any field. */
export function makeTicket(overrides: Partial<TicketView> = {}): TicketView {
  sequence += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    ticketId: sequence,
    ticketName: `Ticket ${sequence}`,
    ticketType: 'Support',
    ticketMessage: 'The motor hums.',
    ticketStatus: 'New',
    isOpen: true,
    replyCount: 0,
    user: '00000000-0000-4000-8000-000000000001',
    userDetails: {
      userName: 'Dana Dealer',
      email: 'dana@example.com',
      bc_customer_id: 'C0001',
      bc_customer_displayName: 'Acme Screens',
      bc_customer_priceGroup: 'USD',
    },
    createdAt: '2026-11-05T15:00:00.000Z',
    updatedAt: '2026-11-06T15:00:00.000Z',
    ...overrides,
  };
}

export const withReplies = (ticket: TicketView, replies: TicketWithRepliesView['replies'] = []): TicketWithRepliesView => ({
  ...ticket,
  replies,
  replyCount: replies.length,
});

export const asAdminRow = (ticket: TicketView): AdminTicketView => ({
  ...ticket,
  dealerName: ticket.userDetails.bc_customer_displayName ?? '',
  portalUser: ticket.userDetails.userName,
  priceGroup: ticket.userDetails.bc_customer_priceGroup,
});
