import type { PortalUser } from './user';
import { accountMessages } from './messages';

/**
 * The access levels of portal.md §6, each implying the ones before it, and beside them
 * `teamAdmin` (issue 32): an approved account that runs its team (isTeamAdmin) and has one (an
 * ERP customer). A portal administrator does not pass it by being one: Portal Users is theirs.
 * `teamOrders` (issue 32): who reads the team's orders and their documents — store access, or a
 * team's viewer (no store, an ERP customer).
 */
export type AccessLevel = 'signedIn' | 'approved' | 'teamOrders' | 'store' | 'admin' | 'superAdmin' | 'teamAdmin';

export const teamAdminsOnly = 'Team administrators only';

/** Why the user may not pass this level, or undefined when they may. */
export function accessRefusal(user: PortalUser, level: AccessLevel): string | undefined {
  // A deactivated account's sessions end with the deactivation; one still presented passes nothing.
  if (!user.active) return accountMessages.deactivatedAccess;
  if (level === 'signedIn') return undefined;
  if (!user.isApproved) return 'Your account is pending approval';
  if (level === 'teamAdmin' && !(user.isTeamAdmin && user.bc_customer_id !== null)) return teamAdminsOnly;
  if (level === 'store' && !user.storeAccess) return 'Your account has no store access';
  if (level === 'teamOrders' && !user.storeAccess && !(user.teamRole === 'viewer' && user.bc_customer_id !== null)) return 'Your account has no store access';
  if ((level === 'admin' || level === 'superAdmin') && !user.isAdmin) return 'Administrators only';
  if (level === 'superAdmin' && !user.isSuperAdmin) return 'Super admins only';
  return undefined;
}
