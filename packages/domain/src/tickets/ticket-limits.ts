/**
 * The sizes a ticket may reach, so that no request does unbounded work: one ticket with all its
 * replies is at most about 1 MB of text (200 × 5,000 characters).
 */
export const ticketLimits = {
  nameMax: 100,
  messageMax: 5000,
  replyMax: 5000,
  repliesPerTicket: 200,
  /** The dealer lists' page size (portal.md §9 gives none for tickets; 20 as for my warranties). */
  dealerPageSize: 20,
  /** The admin list's default page size (50 as for the admin order and warranty lists). */
  adminPageSize: 50,
} as const;
