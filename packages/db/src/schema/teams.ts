import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teamRoles } from '@portal/domain/teams/team-roles';
import { users } from './users';

/**
 * A dealer team's own settings (issue 32): the spending approval per currency, in cents (null:
 * none). A team is the accounts of one ERP customer; no foreign key, as for quote settings.
 */
export const teamSettings = pgTable('team_settings', {
  customerId: text('customer_id').primaryKey(),
  approvalLimitUsd: bigint('approval_limit_usd', { mode: 'number' }),
  approvalLimitCad: bigint('approval_limit_cad', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invitations into a team (issue 32): mailed as a link valid 7 days, used once, withdrawable.
 * Only the SHA-256 of the link's token is kept.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull(),
    /** Lower-cased and trimmed, as account emails are. */
    email: text('email').notNull(),
    role: text('role', { enum: teamRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invitations_token_idx').on(t.tokenHash), index('team_invitations_customer_idx').on(t.customerId, t.createdAt)],
);
