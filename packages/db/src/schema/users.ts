import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teamRoles } from '@portal/domain/teams/team-roles';
import { erpCustomers } from './customers';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    /** Stored lower-cased and trimmed: one account per address whatever the casing. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    location: text('location').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    storeAccess: boolean('store_access').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isCorporation: boolean('is_corporation').notNull().default(false),
    /** Pricing page (portal rules, tiers); granted by a super admin. Super admins have it implicitly. */
    canManagePricing: boolean('can_manage_pricing').notNull().default(false),
    /** Data Management page (imports, exports, price sheet); granted by a super admin. */
    canManageData: boolean('can_manage_data').notNull().default(false),
    bcCustomerId: text('bc_customer_id').references(() => erpCustomers.id, { onDelete: 'set null' }),
    /** The account's role in its team (issue 32): every account made before roles is a buyer. */
    teamRole: text('team_role', { enum: teamRoles }).notNull().default('buyer'),
    /** Runs the team: invites, changes roles, deactivates, sets the spending approval (a portal administrator grants it). */
    isTeamAdmin: boolean('is_team_admin').notNull().default(false),
    /** Set when a team administrator deactivates the account: it cannot sign in; its orders stay with the team. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Bumped when the password changes or rights are removed: every older token is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_name_idx').on(sql`lower(${t.fname} || ' ' || ${t.lname})`),
    index('users_customer_idx').on(t.bcCustomerId),
  ],
);

/** Single-use password reset tokens; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);
