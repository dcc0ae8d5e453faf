/**
 * How much one signed-in account may file in an hour. Each ticket, reply and warranty request
 * is stored and mailed (an Urgent ticket to support, a filing to the administrators), so a
 * script holding a dealer's token could otherwise fill the queues and the mailboxes. A shop
 * files a few an hour; these leave room for a busy day and stop a loop within minutes.
 */
export interface FilingLimitRules {
  ticketsPerHour: number;
  ticketRepliesPerHour: number;
  warrantiesPerHour: number;
  /** Order adjustments created (each lists every ordered line). */
  adjustmentsPerHour: number;
  /** Comments on adjustment issues (a conversation, like ticket replies). */
  adjustmentCommentsPerHour: number;
}

export const defaultFilingLimitRules: FilingLimitRules = {
  ticketsPerHour: 60,
  ticketRepliesPerHour: 120,
  warrantiesPerHour: 60,
  adjustmentsPerHour: 60,
  adjustmentCommentsPerHour: 120,
};

export const filingMessages = {
  tooMany: 'You have filed a lot in a short time. Please wait a few minutes and try again.',
};
