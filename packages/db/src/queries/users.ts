import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PortalUser } from '@portal/domain/accounts/user';
import type { TListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import type { DbOrTx } from '../create-db';
import { customerTiers, erpCustomers } from '../schema/customers';
import { users } from '../schema/users';
import { sessions } from '../schema/sessions';
import { containing } from './like-pattern';
import { preparedOnce } from './prepared-once';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The spec's User shape: the account joined with its ERP customer and tier. */
const portalUserColumns = {
  user: users,
  customerName: erpCustomers.displayName,
  priceGroup: erpCustomers.priceGroup,
  tierName: customerTiers.name,
  tierRateBp: customerTiers.rateBp,
};

type JoinedRow = {
  user: UserRow;
  customerName: string | null;
  priceGroup: 'USD' | 'CAD' | null;
  tierName: string | null;
  tierRateBp: number | null;
};

export function toPortalUser(row: JoinedRow): PortalUser & { createdAt: string } {
  const u = row.user;
  return {
    _id: u.id,
    fname: u.fname,
    lname: u.lname,
    email: u.email,
    location: u.location,
    isApproved: u.isApproved,
    storeAccess: u.storeAccess,
    isAdmin: u.isAdmin,
    isSuperAdmin: u.isSuperAdmin,
    isCorporation: u.isCorporation,
    canManagePricing: u.canManagePricing,
    canManageData: u.canManageData,
    teamRole: u.teamRole,
    isTeamAdmin: u.isTeamAdmin,
    active: u.deactivatedAt === null,
    bc_customer_id: u.bcCustomerId,
    bc_customer_displayName: row.customerName,
    bc_customer_tierName: row.tierName,
    bc_customer_priceGroup: row.priceGroup,
    bc_customer_tierRate: (row.tierRateBp ?? 0) / 10000,
    createdAt: u.createdAt.toISOString(),
  };
}

function selectPortalUsers(db: DbOrTx) {
  return db
    .select(portalUserColumns)
    .from(users)
    .leftJoin(erpCustomers, eq(users.bcCustomerId, erpCustomers.id))
    .leftJoin(customerTiers, eq(erpCustomers.tierId, customerTiers.id));
}

function prepareSessionUser(db: DbOrTx) {
  return selectPortalUsers(db)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sql.placeholder('sessionId'))))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user_of_session');
}

/**
 * The account for a session check, in one query every request runs: the spec's user and the
 * token version, found only while the token's session is open (not signed out) and its own.
 */
export async function getSessionUser(db: DbOrTx, id: string, sessionId: string) {
  const [row] = await preparedOnce(db, 'session_user_of_session', () => prepareSessionUser(db)).execute({ id, sessionId });
  return row ? { user: toPortalUser(row), tokenVersion: row.user.tokenVersion } : undefined;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function getPortalUser(db: DbOrTx, id: string) {
  const [row] = await selectPortalUsers(db).where(eq(users.id, id)).limit(1);
  return row ? toPortalUser(row) : undefined;
}

/** Inserts unless the email is taken; returns undefined on a duplicate (no exception round trip). */
export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<NewUserRow>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** An update that also ends every session of the account (token version + 1). */
export async function updateUserEndingSessions(db: DbOrTx, id: string, values: Partial<NewUserRow>) {
  const [row] = await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function listAdminUsers(db: DbOrTx, params: TListUsersInput) {
  const where: SQL | undefined = and(
    params.filter
      ? or(ilike(sql`${users.fname} || ' ' || ${users.lname}`, containing(params.filter)), ilike(users.email, containing(params.filter)))
      : undefined,
    params.approval === 'pending' ? eq(users.isApproved, false) : undefined,
  );
  const dir = params.sortOrder === 'desc' ? desc : asc;
  const orderColumns = {
    name: [dir(sql`lower(${users.fname} || ' ' || ${users.lname})`)],
    email: [dir(users.email)],
    customer: [dir(erpCustomers.displayName)],
  }[params.orderBy];
  const [rows, [totalRow]] = await Promise.all([
    selectPortalUsers(db)
      .where(where)
      .orderBy(...orderColumns, asc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toPortalUser), total: totalRow?.total ?? 0 };
}

/** The active administrators of a dealer's team (issue 32): who approves its orders over the spending approval. */
export async function listTeamAdminEmails(db: DbOrTx, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.bcCustomerId, customerId), eq(users.isTeamAdmin, true), eq(users.isApproved, true), isNull(users.deactivatedAt)));
  return rows.map((r) => r.email);
}

export async function listAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isApproved, true)));
  return rows.map((r) => r.email);
}
