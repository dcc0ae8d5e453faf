import type { Db } from '@portal/db/create-db';
import { defaultFilingLimitRules, filingMessages, type FilingLimitRules } from '@portal/domain/limits/filing-limits';
import { consume, databaseLimiter } from './database-limiter';

export interface FilingLimits {
  /** Counts one filing of the account; throws RATE_LIMITED (429) past the hour's limit. */
  ticket(userId: string): Promise<void>;
  ticketReply(userId: string): Promise<void>;
  warranty(userId: string): Promise<void>;
  adjustment(userId: string): Promise<void>;
  adjustmentComment(userId: string): Promise<void>;
}

const hour = 60 * 60;

export function createFilingLimits(db: Db, rules: FilingLimitRules = defaultFilingLimitRules): FilingLimits {
  // The anonymous limits' first counter clears expired rows for the whole table.
  const tickets = databaseLimiter(db, { points: rules.ticketsPerHour, durationSeconds: hour }, 'file-ticket', false);
  const replies = databaseLimiter(db, { points: rules.ticketRepliesPerHour, durationSeconds: hour }, 'ticket-reply', false);
  const warranties = databaseLimiter(db, { points: rules.warrantiesPerHour, durationSeconds: hour }, 'file-warranty', false);
  const adjustments = databaseLimiter(db, { points: rules.adjustmentsPerHour, durationSeconds: hour }, 'create-adjustment', false);
  const adjustmentComments = databaseLimiter(db, { points: rules.adjustmentCommentsPerHour, durationSeconds: hour }, 'adjustment-comment', false);
  return {
    ticket: (userId) => consume(tickets, userId, filingMessages.tooMany),
    ticketReply: (userId) => consume(replies, userId, filingMessages.tooMany),
    warranty: (userId) => consume(warranties, userId, filingMessages.tooMany),
    adjustment: (userId) => consume(adjustments, userId, filingMessages.tooMany),
    adjustmentComment: (userId) => consume(adjustmentComments, userId, filingMessages.tooMany),
  };
}
