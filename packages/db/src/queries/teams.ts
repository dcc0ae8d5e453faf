import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '@portal/domain/teams/team-roles';
import type { DbOrTx } from '../create-db';
import { erpCustomers } from '../schema/customers';
import { teamInvitations, teamSettings } from '../schema/teams';
import { users } from '../schema/users';

/** A team's spending approval per currency, in cents (null: none), as its administrators set it. */
export async function getTeamApprovalLimits(db: DbOrTx, customerId: string): Promise<{ USD: number | null; CAD: number | null }> {
  const [row] = await db
    .select({ USD: teamSettings.approvalLimitUsd, CAD: teamSettings.approvalLimitCad })
    .from(teamSettings)
    .where(eq(teamSettings.customerId, customerId));
  return row ?? { USD: null, CAD: null };
}

/** Saves a team's spending approval (cents, null: none), creating its settings row the first time. */
export async function putTeamApprovalLimits(db: DbOrTx, customerId: string, limits: { USD: number | null; CAD: number | null }) {
  const values = { approvalLimitUsd: limits.USD, approvalLimitCad: limits.CAD, updatedAt: new Date() };
  await db
    .insert(teamSettings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: teamSettings.customerId, set: values });
}

/** The team's name: its ERP customer's. */
export async function getTeamName(db: DbOrTx, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: erpCustomers.displayName }).from(erpCustomers).where(eq(erpCustomers.id, customerId)).limit(1);
  return row?.name;
}

export interface TeamMemberRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  teamRole: TeamRole;
  isTeamAdmin: boolean;
  storeAccess: boolean;
  deactivatedAt: Date | null;
}

const memberColumns = {
  id: users.id,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  teamRole: users.teamRole,
  isTeamAdmin: users.isTeamAdmin,
  storeAccess: users.storeAccess,
  deactivatedAt: users.deactivatedAt,
};

/**
 * A team's members: the approved accounts of its ERP customer. Portal administrators are staff,
 * managed in Portal Users, and are not members even when linked to a dealer's customer.
 */
const membersOf = (customerId: string) => and(eq(users.bcCustomerId, customerId), eq(users.isApproved, true), eq(users.isAdmin, false));

/** Every member, deactivated ones included, by name. */
export async function listTeamMembers(db: DbOrTx, customerId: string): Promise<TeamMemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(membersOf(customerId))
    .orderBy(sql`lower(${users.fname} || ' ' || ${users.lname})`, asc(users.id));
}

/** One member of the team; undefined for an account that is not one (another team's reads as missing). */
export async function findTeamMember(db: DbOrTx, customerId: string, id: string): Promise<TeamMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), membersOf(customerId)))
    .limit(1);
  return row;
}

/**
 * The team's active administrators, their rows locked until the transaction ends: two
 * administrators demoting each other at once cannot leave the team without one.
 */
export async function lockActiveTeamAdmins(db: DbOrTx, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(membersOf(customerId), eq(users.isTeamAdmin, true), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/** The open invitations of a team (not used, not withdrawn, not expired), newest first. */
export async function listOpenInvitations(db: DbOrTx, customerId: string, now: Date): Promise<TeamInvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.customerId, customerId), openAt(now)))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
}

const openAt = (now: Date) => and(isNull(teamInvitations.usedAt), isNull(teamInvitations.withdrawnAt), gt(teamInvitations.expiresAt, now));

export async function insertTeamInvitation(
  db: DbOrTx,
  values: { customerId: string; email: string; role: TeamRole; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<TeamInvitationRow> {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  if (!row) throw new Error('the invitation was not stored');
  return row;
}

/** Withdraws the open invitations of an address: of one team (a new invitation replaces them), or of every team (the address registered). */
export async function withdrawOpenInvitations(db: DbOrTx, email: string, now: Date, customerId?: string): Promise<number> {
  const rows = await db
    .update(teamInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(teamInvitations.email, email), openAt(now), customerId === undefined ? undefined : eq(teamInvitations.customerId, customerId)))
    .returning({ id: teamInvitations.id });
  return rows.length;
}

export async function findInvitationById(db: DbOrTx, id: string): Promise<TeamInvitationRow | undefined> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1);
  return row;
}

export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string): Promise<TeamInvitationRow | undefined> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Withdraws one invitation if it is still open; false when it no longer was. */
export async function withdrawInvitation(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(teamInvitations.id, id), openAt(now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** Marks the invitation used, only if it was open: used once even when two registrations carry it at once. */
export async function consumeInvitation(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ usedAt: now })
    .where(and(eq(teamInvitations.id, id), openAt(now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** How many open invitations a team has (a team cannot pile up more than a limit). */
export async function countOpenInvitations(db: DbOrTx, customerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.customerId, customerId), openAt(now)));
  return row?.n ?? 0;
}
