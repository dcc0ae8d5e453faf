import type { PortalUser } from '@portal/domain/accounts/user';
import type { TManagedUser } from '@portal/domain/admin-users/admin-user-schemas';
import type { Actor, UserFlags } from '@portal/domain/admin-users/user-flag-rules';

/** A row of adminUsers.list. */
export type AdminUserRow = TManagedUser;

export type FlagKey = Exclude<keyof UserFlags, 'bc_customer_id' | 'teamRole'>;

/** The toggle columns of spec §2 Portal Users, in the page's order. */
export const flagColumns: { key: FlagKey; label: string }[] = [
  { key: 'isCorporation', label: 'Corporate Store' },
  { key: 'isApproved', label: 'Portal Access' },
  { key: 'storeAccess', label: 'Store Access' },
  { key: 'isAdmin', label: 'Portal Admin' },
  { key: 'isSuperAdmin', label: 'Super Admin' },
  // Issue 32: runs the team of its ERP customer (invites, roles, deactivation, spending approval).
  { key: 'isTeamAdmin', label: 'Team Admin' },
];

/**
 * Back-office permissions (spec §2 Pricing, Data Management): only a super admin grants them,
 * only to an administrator, and not to themself (a super admin has both anyway).
 */
export const permissionColumns: { key: 'canManagePricing' | 'canManageData'; label: string }[] = [
  { key: 'canManagePricing', label: 'Pricing' },
  { key: 'canManageData', label: 'Data Management' },
];

export function actorOf(user: Pick<PortalUser, '_id' | 'isAdmin' | 'isSuperAdmin'>): Actor {
  return { id: user._id, isAdmin: user.isAdmin, isSuperAdmin: user.isSuperAdmin };
}

/** The server refuses any change to a super admin by a plain admin, so the row is read-only. */
export function isRowLocked(row: Pick<PortalUser, 'isSuperAdmin'>, actor: Actor): boolean {
  return row.isSuperAdmin && !actor.isSuperAdmin;
}
