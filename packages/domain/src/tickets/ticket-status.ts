/** Ticket statuses (portal.md §4): a new ticket starts New. */
export const ticketStatuses = ['New', 'In Progress', 'Closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Ticket types (portal.md §3 Lists of fixed values). */
export const ticketTypes = ['Support', 'Feedback', 'Urgent'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** A ticket is open until it is closed: `isOpen` always equals this (ticket-rules.ts keeps it so). */
export const isOpenStatus = (status: TicketStatus): boolean => status !== 'Closed';
